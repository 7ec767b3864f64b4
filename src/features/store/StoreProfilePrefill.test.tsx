import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShopDetails } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, sampleCategories, sampleTownships, server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { renderStore, sampleProfile } from './storeTestKit';

const category = sampleCategories.categories[1]!;
const township = sampleTownships[2]!;

/** What the merchant told at registration and on /billing. */
const told: ShopDetails = {
  shop_name: 'Shwe Yee Tea House',
  district_id: 1,
  township_id: township.id,
  address: '12 Bo Aung Kyaw St',
  category_id: category.id,
  phone: '09420000001',
  email: 'aye@example.com',
  slug: null,
};

const profile = () => screen.getByRole('region', { name: 'Store profile' });

// A page of several forms: each test takes a few steps through it.
jest.setTimeout(20_000);

describe('/store: a new profile asks nothing twice', () => {
  it('starts from the shop name, category, township, address and phone told before', async () => {
    server.use(http.get(apiUrl(apiPaths.shopDetails), () => HttpResponse.json(told)));
    await renderStore(createFakeStore());
    const form = profile();
    await waitFor(() =>
      expect(within(form).getByLabelText('Address')).toHaveValue('12 Bo Aung Kyaw St'),
    );
    expect(within(form).getByLabelText('Shop name')).toHaveValue('Shwe Yee Tea House');
    expect(within(form).getByLabelText('Phone')).toHaveValue('09420000001');
    await waitFor(() =>
      expect(within(form).getByLabelText('Category')).toHaveValue(String(category.id)),
    );
    expect(within(form).getByLabelText('Township')).toHaveValue(String(township.id));
  });

  it('keeps what the merchant typed before the details arrived', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    server.use(
      http.get(apiUrl(apiPaths.shopDetails), async () => {
        await arrived;
        return HttpResponse.json(told);
      }),
    );
    const { user } = await renderStore(createFakeStore());
    const form = profile();
    const name = within(form).getByLabelText('Shop name');
    await user.clear(name);
    await user.type(name, 'My Own Name');
    arrive();
    await waitFor(() =>
      expect(within(form).getByLabelText('Address')).toHaveValue('12 Bo Aung Kyaw St'),
    );
    expect(name).toHaveValue('My Own Name');
  });

  it('a saved profile shows what was saved, not what was told elsewhere', async () => {
    const requests: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.shopDetails), ({ request }) => {
        requests.push(request.url);
        return HttpResponse.json(told);
      }),
    );
    await renderStore(createFakeStore({ profile: sampleProfile() }));
    const form = profile();
    expect(within(form).getByLabelText('Shop name')).toHaveValue(sampleProfile().name);
    expect(requests).toEqual([]);
  });
});
