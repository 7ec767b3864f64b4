import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShopDetails } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, sampleCategories, sampleTownships } from '../../test/server';
import { listsLoaded, renderBilling } from './testSetup';

const bahan = sampleTownships.find((township) => township.name === 'Bahan')!;
const cafe = sampleCategories.categories.find((category) => category.name === 'Cafe')!;

/** What the merchant told before: at registration, on /billing, or in the store's profile. */
const told: ShopDetails = {
  shop_name: 'Shwe Yee Tea House',
  district_id: 1,
  township_id: bahan.id,
  address: '12 Bo Aung Kyaw St',
  category_id: cafe.id,
  phone: '09420000001',
  email: 'aye@example.com',
  slug: null,
};

const answering = (details: ShopDetails, wait?: Promise<void>) =>
  http.get(apiUrl(apiPaths.shopDetails), async () => {
    await wait;
    return HttpResponse.json(details);
  });

describe('/billing asks nothing twice', () => {
  it('prefills the shop name, address, category and township the merchant gave before', async () => {
    await renderBilling({ handlers: [answering(told)] });
    await listsLoaded();
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('12 Bo Aung Kyaw St'));
    expect(screen.getByLabelText('Shop Name')).toHaveValue('Shwe Yee Tea House');
    expect(screen.getByLabelText('Shop Category')).toHaveValue(String(cafe.id));
    expect(screen.getByLabelText('Township')).toHaveValue('Bahan');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('09420000001');
    expect(screen.getByLabelText('Email Address')).toHaveValue('aye@example.com');
  });

  it('never overwrites what the merchant typed before the details arrived', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { user } = await renderBilling({ handlers: [answering(told, arrived)] });
    await listsLoaded();
    await user.type(screen.getByLabelText('Address'), 'No. 7, My Own Street');
    arrive();
    await waitFor(() => expect(screen.getByLabelText('Township')).toHaveValue('Bahan'));
    expect(screen.getByLabelText('Address')).toHaveValue('No. 7, My Own Street');
    expect(screen.getByLabelText('Shop Category')).toHaveValue(String(cafe.id));
  });

  it('leaves blank what was never told', async () => {
    await renderBilling({
      handlers: [answering({ ...told, address: null, category_id: null, township_id: null })],
    });
    await listsLoaded();
    await waitFor(() =>
      expect(screen.getByLabelText('Shop Name')).toHaveValue('Shwe Yee Tea House'),
    );
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Shop Category')).toHaveValue('');
    expect(screen.getByLabelText('Township')).toHaveValue('');
  });
});
