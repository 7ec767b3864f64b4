/** What the /billing screen's tests, in either language, start from. */
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { createFakeBilling } from '../../test/billingHandlers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sampleAccount, server } from '../../test/server';
import { BillingPage } from './BillingPage';

/** The merchant of the seed, logged in. */
export const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

export const THIS_YEAR = new Date().getFullYear();

/** /billing over a fake billing API (returned as `fake`), logged in unless told otherwise. */
export async function renderBilling(
  options: { preloadedState?: object; route?: string; handlers?: RequestHandler[] } = {},
) {
  const fake = createFakeBilling({ merchantId: 3 });
  server.use(...fake.handlers);
  // Handlers added later are asked first.
  if (options.handlers) server.use(...options.handlers);
  const result = await renderWithProviders(<BillingPage />, {
    route: options.route ?? '/billing',
    path: '/billing',
    preloadedState: options.preloadedState ?? loggedIn,
  });
  return { ...result, fake };
}

/** Waits for the lists: the category select has its options and the button is enabled. */
export async function listsLoaded(button = 'Complete Registration') {
  await screen.findByRole('option', { name: /^(Cafe|ကော်ဖီဆိုင်)$/ });
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
}
