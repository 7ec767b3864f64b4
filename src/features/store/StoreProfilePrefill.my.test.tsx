import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShopDetails } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, sampleCategories, sampleTownships, server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { renderStore } from './storeTestKit';

const category = sampleCategories.categories[1]!;
const township = sampleTownships[2]!;

jest.setTimeout(20_000);

describe('/store in Burmese: a new profile asks nothing twice', () => {
  it('starts from what was told, the category and township shown in Burmese', async () => {
    const told: ShopDetails = {
      shop_name: 'ရွှေရည် လက်ဖက်ရည်ဆိုင်',
      district_id: 1,
      township_id: township.id,
      address: 'အမှတ် ၁၂၊ ဗိုလ်အောင်ကျော်လမ်း',
      category_id: category.id,
      phone: '09420000001',
      email: 'aye@example.com',
      slug: null,
    };
    server.use(http.get(apiUrl(apiPaths.shopDetails), () => HttpResponse.json(told)));
    await renderStore(createFakeStore(), { language: 'my' });
    const form = screen.getByRole('region', { name: 'ဆိုင်အချက်အလက်' });
    await waitFor(() =>
      expect(within(form).getByLabelText('လိပ်စာ')).toHaveValue('အမှတ် ၁၂၊ ဗိုလ်အောင်ကျော်လမ်း'),
    );
    expect(within(form).getByLabelText('ဆိုင်အမည်')).toHaveValue('ရွှေရည် လက်ဖက်ရည်ဆိုင်');
    const categorySelect = within(form).getByLabelText<HTMLSelectElement>('အမျိုးအစား');
    await waitFor(() => expect(categorySelect).toHaveValue(String(category.id)));
    expect(categorySelect.selectedOptions[0]?.textContent).toBe(category.name_my ?? category.name);
    const townshipSelect = within(form).getByLabelText<HTMLSelectElement>('မြို့နယ်');
    expect(townshipSelect).toHaveValue(String(township.id));
    expect(townshipSelect.selectedOptions[0]?.textContent).toBe(township.name_my ?? township.name);
  });
});
