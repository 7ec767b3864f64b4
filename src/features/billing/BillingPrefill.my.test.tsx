import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShopDetails } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { languagePreload } from '../../test/languagePreload';
import { apiUrl, sampleCategories, sampleTownships } from '../../test/server';
import { listsLoaded, loggedIn, renderBilling } from './testSetup';

const bahan = sampleTownships.find((township) => township.name === 'Bahan')!;
const cafe = sampleCategories.categories.find((category) => category.name === 'Cafe')!;

describe('/billing in Burmese asks nothing twice', () => {
  it('prefills the shop, its address, category and township, shown in Burmese', async () => {
    const told: ShopDetails = {
      shop_name: 'ရွှေရည် လက်ဖက်ရည်ဆိုင်',
      district_id: 1,
      township_id: bahan.id,
      address: 'အမှတ် ၁၂၊ ဗိုလ်အောင်ကျော်လမ်း',
      category_id: cafe.id,
      phone: '09420000001',
      email: 'aye@example.com',
      slug: null,
    };
    await renderBilling({
      preloadedState: languagePreload('my', loggedIn),
      handlers: [http.get(apiUrl(apiPaths.shopDetails), () => HttpResponse.json(told))],
    });
    await listsLoaded('မှတ်ပုံတင်ခြင်း ပြီးဆုံးရန်');
    await waitFor(() => expect(screen.getByLabelText('လိပ်စာ')).toHaveValue('အမှတ် ၁၂၊ ဗိုလ်အောင်ကျော်လမ်း'));
    expect(screen.getByLabelText('ဆိုင်အမည်')).toHaveValue('ရွှေရည် လက်ဖက်ရည်ဆိုင်');
    expect(screen.getByLabelText('ဆိုင် အမျိုးအစား')).toHaveValue(String(cafe.id));
    const township = screen.getByLabelText<HTMLSelectElement>('မြို့နယ်');
    expect(township).toHaveValue('Bahan');
    // The township chosen reads in Burmese.
    expect(township.selectedOptions[0]?.textContent).toBe(bahan.name_my ?? bahan.name);
    expect(township.selectedOptions[0]?.textContent).not.toBe('Bahan');
  });
});
