/**
 * What the store editor's component tests share: a signed-in merchant, sample records, and the
 * editor rendered at /store over the fake store API (src/test/storeHandlers.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import type { Options as UserEventOptions } from '@testing-library/user-event';
import type { CatalogueItem, ItemKind, StoreProfile } from '@contract/store';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sampleAccount, server } from '../../test/server';
import type { createFakeStore } from '../../test/storeHandlers';
import { StorePage } from './StorePage';

export const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

export const sampleProfile = (overrides: Partial<StoreProfile> = {}): StoreProfile => ({
  slug: 'golden-tea-house',
  name: 'Golden Tea House',
  description: 'Tea and snacks since 1998.',
  category_id: 1,
  township_id: 1,
  district_id: 1,
  address: '12 Bogyoke Road',
  phone: '09420000001',
  hours: [
    { weekday: 1, opens: '07:00', closes: '21:00' },
    { weekday: 2, opens: '07:00', closes: '21:00' },
  ],
  logo: null,
  cover: null,
  published: false,
  slot_capacity: 4,
  max_party_size: 12,
  orders_for_later: false,
  ...overrides,
});

export const sampleItem = (
  id: number,
  name: string,
  overrides: Partial<CatalogueItem> & { kind?: ItemKind } = {},
): CatalogueItem => ({
  id,
  kind: 'product',
  section_id: null,
  name,
  description: '',
  price: 1500,
  photo: null,
  available: true,
  ...overrides,
});

export async function renderStore(
  fake: ReturnType<typeof createFakeStore>,
  options: { language?: Language; userOptions?: UserEventOptions } = {},
) {
  server.use(...fake.handlers);
  const language = options.language ?? 'en';
  const result = await renderWithProviders(<StorePage />, {
    route: '/store',
    path: '/store',
    preloadedState: language === 'my' ? languagePreload('my', loggedIn) : loggedIn,
    userOptions: options.userOptions,
  });
  await screen.findByRole('heading', {
    level: 2,
    name: language === 'my' ? 'ဆိုင်အချက်အလက်' : 'Store profile',
  });
  // The catalogue has arrived (its tab shows a list or says it is empty).
  const catalogue = screen.getByRole('tabpanel');
  await waitFor(() => expect(catalogue).not.toBeEmptyDOMElement());
  return result;
}
