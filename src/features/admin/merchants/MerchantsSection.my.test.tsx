import { screen, within } from '@testing-library/react';
import { fakeMerchants, renderAdmin } from './merchantsTestSetup';

jest.setTimeout(20_000);

const region = (name: string) => screen.getByRole('region', { name });

describe('the back office merchants in Burmese', () => {
  it('shows the overview with Myanmar digits and kyat', async () => {
    fakeMerchants();
    await renderAdmin('/admin', 'finance', 'my');
    expect(await screen.findByRole('heading', { level: 1, name: 'အကျဉ်းချုပ်' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'အချိန်ပေးကာလအတွင်းရှိ ဆိုင်များ ၂' })).toHaveAttribute(
      'href',
      '/admin/merchants?state=grace',
    );
    const month = region('ယခုလ ရရှိငွေ (၂၀၂၆-၁၂)');
    expect(within(month).getByText('၁,၂၅၀,၀၀၀ ကျပ်')).toBeVisible();
    expect(within(month).getByText('ဘဏ်ငွေလွှဲ')).toBeVisible();
  });

  it("shows a merchant's page and its note form in Burmese", async () => {
    fakeMerchants();
    await renderAdmin('/admin/merchants/7', 'admin', 'my');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daw Aye' })).toBeVisible();
    expect(within(region('စာရင်းသွင်းမှု မှတ်တမ်း')).getByText('Standard, ၃ လ')).toBeVisible();
    expect(within(region('ငွေပေးချေမှုများနှင့် ပြေစာများ')).getByText('၉၄,၅၀၀ ကျပ်')).toBeVisible();
    expect(within(region('လုပ်ဆောင်မှု')).getByText('၁,၂၃၄')).toBeVisible();
    const notes = region('ဝန်ထမ်းများ၏ မှတ်စုများ');
    expect(within(notes).getByLabelText('မှတ်စုအသစ်')).toBeVisible();
    expect(within(notes).getByRole('button', { name: 'မှတ်စု ထည့်ရန်' })).toBeVisible();
  });

  it('searches merchants with Burmese labels and township names', async () => {
    fakeMerchants();
    await renderAdmin('/admin/merchants', 'support', 'my');
    expect(await screen.findByRole('link', { name: 'Daw Aye' })).toBeVisible();
    expect(screen.getByLabelText('အမည်၊ ဖုန်း သို့မဟုတ် ဆိုင်အမည်')).toBeVisible();
    expect(
      within(screen.getByLabelText('မြို့နယ်')).getByRole('option', { name: 'ဗိုလ်တထောင်' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('၀၉၄၂၀၀၀၀၀၀၇')).toBeVisible();
  });

  it('offers the exports in Burmese', async () => {
    fakeMerchants();
    await renderAdmin('/admin/exports', 'support', 'my');
    expect(
      await screen.findByRole('button', { name: 'ငွေပေးချေမှုများ ကို ဒေါင်းလုဒ်လုပ်ရန်' }),
    ).toBeVisible();
    expect(screen.getByLabelText('မှ')).toBeVisible();
  });
});

describe('the audit log in Burmese', () => {
  it('labels the search and shows before and after in Burmese', async () => {
    fakeMerchants();
    await renderAdmin('/admin/audit', 'finance', 'my');
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('columnheader', { name: 'မပြောင်းမီနှင့် ပြောင်းပြီးနောက်' }),
    ).toBeVisible();
    expect(within(table).getAllByText('မပြောင်းမီ').length).toBeGreaterThan(0);
    expect(within(table).getByText('price_3month: 99000')).toBeVisible();
    expect(screen.getByLabelText('ဆိုင်ရှင် နံပါတ်')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ရှာရန်' })).toBeVisible();
  });
});
