/** What /payment's checkout tests, in either language, start from. They run on fake timers. */
import { act, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import type { RequestHandler } from 'msw';
import sharp from 'sharp';
import { createFakeCheckout, type FakeCheckoutOptions } from '../../test/checkoutHandlers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sampleAccount, server } from '../../test/server';
import { PaymentPage } from './PaymentPage';

/** The merchant of the seed, signed in. */
export const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

/** The moment every checkout test starts at. */
export const NOW = new Date('2026-12-06T10:00:00.000Z');

/** /payment signed in, over a fake checkout server (returned as `fake`). */
export async function renderCheckout(
  options: Omit<FakeCheckoutOptions, 'merchantId'> & { handlers?: RequestHandler[] } = {},
) {
  const { handlers, ...fakeOptions } = options;
  const fake = createFakeCheckout({ merchantId: sampleAccount.user.merchantid!, ...fakeOptions });
  server.use(...fake.handlers);
  // Handlers added later are asked first.
  if (handlers) server.use(...handlers);
  const result = await renderWithProviders(<PaymentPage />, {
    route: '/payment',
    path: '/payment',
    preloadedState: loggedIn,
    userOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
  });
  return { ...result, fake };
}

/** Lets `ms` of fake time pass, one listener tick after another. */
export const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** The text a QR image holds, read from its pixels as a phone would. */
export async function decodeQr(image: HTMLElement): Promise<string | null> {
  const src = image.getAttribute('src') ?? '';
  const png = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The rows of the summary table, as text. */
export const summaryRows = (caption: string) =>
  Array.from(screen.getByRole('table', { name: caption }).querySelectorAll('tr')).map(
    (row) => row.textContent,
  );
