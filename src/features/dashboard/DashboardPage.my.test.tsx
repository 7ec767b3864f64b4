import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DashboardResponse } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, samplePlans, server } from '../../test/server';
import { DashboardPage } from './DashboardPage';

const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

const payment = {
  id: 1,
  // 20:00 UTC is already the next day in Yangon (UTC+06:30).
  created_at: '2025-06-15T20:00:00.000Z',
  amount: 10499,
  currency: 'USD',
  brand: 'visa',
  last4: '4242',
  status: 'succeeded' as const,
};

const subscribed: DashboardResponse = {
  subscription: {
    plan: samplePlans[1]!,
    duration_month: 12,
    starts_at: '2025-06-15T08:30:00.000Z',
    ends_at: '2026-06-15T08:30:00.000Z',
    status: 'active',
  },
  addons: [{ name: 'Social Media Content', quantity: 2, price_3month: 10000 }],
  payments: [payment],
  phone: '09420000001',
  phone_verified_at: '2025-06-15T08:00:00.000Z',
};

function renderInBurmese(body: DashboardResponse) {
  server.use(http.get(apiUrl(`${apiPaths.dashboard}/:merchantId`), () => HttpResponse.json(body)));
  return renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    path: '/dashboard',
    preloadedState: languagePreload('my', loggedIn),
  });
}

describe('/dashboard in Burmese', () => {
  it('shows the subscription, add-ons and payments with Burmese words, dates and digits', async () => {
    await renderInBurmese(subscribed);
    const subscription = await screen.findByRole('region', { name: 'စာရင်းသွင်းမှု' });
    expect(screen.getByRole('heading', { level: 1, name: 'ဒက်ရှ်ဘုတ်' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'သစ္စာရှိဖောက်သည် အစီအစဉ်' })).toHaveAttribute(
      'href',
      '/store/loyalty',
    );
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('၀၉၄၂၀၀၀၀၀၀၁ အတည်ပြုပြီး');
    expect(
      within(subscription)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Standard', '၁၂ လ', '၂၀၂၅ ခုနှစ်၊ ဇွန်လ ၁၅ ရက်', '၂၀၂၆ ခုနှစ်၊ ဇွန်လ ၁၅ ရက်', 'အသုံးပြုနေဆဲ']);

    const addons = within(screen.getByRole('region', { name: 'ထပ်ဆောင်းဝန်ဆောင်မှုများ' })).getByRole(
      'table',
    );
    expect(
      within(addons)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ထပ်ဆောင်းဝန်ဆောင်မှုအရေအတွက်စျေးနှုန်း (ကျပ်)', 'Social Media Content၂၁၀,၀၀၀']);

    const payments = within(screen.getByRole('region', { name: 'ငွေပေးချေမှုများ' })).getByRole(
      'table',
    );
    expect(
      within(within(payments).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '၂၀၂၅ ခုနှစ်၊ ဇွန်လ ၁၆ ရက်',
      '၁၀၄.၉၉',
      'USD',
      'နောက်ဆုံးဂဏန်း ၄၂၄၂ ဖြင့် ဆုံးသော Visa',
      'အောင်မြင်သည်',
    ]);
  });

  it('warns in Burmese that payments and SMS are simulated on a demo', async () => {
    await renderInBurmese({ ...subscribed, sandbox: true });
    expect(await screen.findByRole('region', { name: 'စာရင်းသွင်းမှု' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'နမူနာပြ မုဒ်- ငွေပေးချေမှုနှင့် SMS များသည် အစစ်အမှန် မဟုတ်ပါ။',
    );
  });

  it('says in Burmese that the shop is registered without a plan', async () => {
    await renderInBurmese({
      subscription: null,
      addons: [],
      payments: [payment],
      phone: '09420000001',
      phone_verified_at: null,
    });
    expect(await screen.findByText(/^သင်၏ဆိုင်ကို မှတ်ပုံတင်ပြီးပါပြီ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'အစီအစဉ် ရွေးရန်' })).toHaveAttribute('href', '/price');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent(
      '၀၉၄၂၀၀၀၀၀၀၁ အတည်မပြုရသေးပါ သင်၏ ဖုန်းနံပါတ်ကို အတည်ပြုရန်',
    );
  });
});
