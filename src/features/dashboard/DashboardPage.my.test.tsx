import { act, screen, within } from '@testing-library/react';
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
  method: 'card' as const,
  brand: 'visa' as string | null,
  last4: '4242' as string | null,
  status: 'succeeded' as const,
  receipt_number: 'R-2025-000001',
};

const subscribed: DashboardResponse = {
  subscription: {
    plan: samplePlans[1]!,
    duration_month: 12,
    starts_at: '2025-06-15T08:30:00.000Z',
    ends_at: '2026-06-15T08:30:00.000Z',
    grace_ends_at: '2026-06-22T08:30:00.000Z',
    status: 'active',
    scheduled: null,
  },
  addons: [{ name: 'Social Media Content', quantity: 2, price_3month: 10000 }],
  payments: [payment],
  reminders: [],
  phone: '09420000001',
  phone_verified_at: '2025-06-15T08:00:00.000Z',
  setup: {
    plan_ordered: false,
    plan_in_force: true,
    profile_saved: false,
    item_count: 0,
    published: false,
    slug: null,
  },
  today: { date: '2025-06-15', orders: 0, sales: 0, reservations: 0 },
  checkout: null,
};

/** The definition of the phone ('ဖုန်းနံပါတ်'), beside its term. */
const phoneFact = () =>
  screen.getByText('ဖုန်းနံပါတ်', { selector: 'dt' }).nextElementSibling as HTMLElement;

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
    expect(phoneFact()).toHaveTextContent('၀၉၄၂၀၀၀၀၀၀၁ အတည်ပြုပြီး');
    expect(
      within(subscription)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['စံ', '၁၂ လ', '၂၀၂၅ ခုနှစ်၊ ဇွန်လ ၁၅ ရက်', '၂၀၂၆ ခုနှစ်၊ ဇွန်လ ၁၅ ရက်', 'အသုံးပြုနေဆဲ']);

    const addons = within(screen.getByRole('region', { name: 'ထပ်ဆောင်းဝန်ဆောင်မှုများ' })).getByRole(
      'table',
    );
    expect(
      within(addons)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ထပ်ဆောင်းဝန်ဆောင်မှုအရေအတွက်စျေးနှုန်း (ကျပ်)', 'ဆိုရှယ်မီဒီယာ ပို့စ်များ၂၁၀,၀၀၀']);

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
      'R-၂၀၂၅-၀၀၀၀၀၁',
    ]);
    expect(within(payments).getByRole('link', { name: 'R-၂၀၂၅-၀၀၀၀၀၁' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/R-2025-000001',
    );
    expect(
      within(subscription).getByText('၂၀၂၆ ခုနှစ်၊ ဇွန်လ ၁၅ ရက် အထိ အသုံးပြုနိုင်ပါသည်'),
    ).toBeInTheDocument();
    expect(within(subscription).getByRole('link', { name: 'သက်တမ်းတိုးရန်' })).toHaveAttribute(
      'href',
      '/price',
    );
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
      reminders: [],
      phone: '09420000001',
      phone_verified_at: null,
      setup: { ...subscribed.setup, plan_in_force: false },
      today: subscribed.today,
      checkout: null,
    });
    expect(await screen.findByText(/^သင်၏ဆိုင်ကို မှတ်ပုံတင်ပြီးပါပြီ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'အစီအစဉ် ရွေးရန်' })).toHaveAttribute('href', '/price');
    expect(phoneFact()).toHaveTextContent('၀၉၄၂၀၀၀၀၀၀၁ အတည်မပြုရသေးပါ သင်၏ ဖုန်းနံပါတ်ကို အတည်ပြုရန်');
  });
});

describe("/dashboard in Burmese: the plan's state and reminders", () => {
  /** Ends at 00:30 on 5 Dec 2026 in Yangon (still 4 Dec in UTC). */
  const ending = {
    ...subscribed.subscription!,
    ends_at: '2026-12-04T18:00:00.000Z',
    grace_ends_at: '2026-12-11T18:00:00.000Z',
  };

  it('says in Burmese, with Myanmar digits, that the plan ended and by when to renew', async () => {
    await renderInBurmese({ ...subscribed, subscription: { ...ending, status: 'grace' } });
    const subscription = await screen.findByRole('region', { name: 'စာရင်းသွင်းမှု' });
    expect(
      within(subscription).getByText(
        'သင်၏ အစီအစဉ်သည် ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် တွင် ကုန်ဆုံးခဲ့ပါသည်။ ဈေးကွက်တွင် ဆက်လက် ဖော်ပြထားရန် ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၁၂ ရက် နောက်ဆုံးထား၍ သက်တမ်းတိုးပါ',
      ),
    ).toBeInTheDocument();
    expect(within(subscription).getAllByRole('definition').at(-1)).toHaveTextContent(
      'သက်တမ်းတိုးရန် အချိန်ပေးကာလ',
    );
  });

  it('says in Burmese that an expired plan left the shop unlisted, and shows a scheduled change', async () => {
    await renderInBurmese({
      ...subscribed,
      subscription: {
        ...ending,
        status: 'expired',
        scheduled: { plan_name: 'basic', duration_month: 3, starts_at: ending.ends_at },
      },
    });
    const subscription = await screen.findByRole('region', { name: 'စာရင်းသွင်းမှု' });
    expect(
      within(subscription).getByText(
        /^သင်၏ အစီအစဉ်သည် ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် တွင် သက်တမ်းကုန်ဆုံးခဲ့ပါသည်။ သင့်ဆိုင်ကို ဈေးကွက်တွင် ဖော်ပြထားခြင်း မရှိတော့ပါ။/,
      ),
    ).toBeInTheDocument();
    expect(
      within(subscription).getByText('၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် တွင် အခြေခံ သို့ ပြောင်းပါမည်'),
    ).toBeInTheDocument();
  });

  it('lists the reminders with the day sent in Burmese, and an MMK payment in kyats', async () => {
    await renderInBurmese({
      ...subscribed,
      payments: [{ ...payment, amount: 68_129_400, currency: 'MMK' }],
      reminders: [
        {
          kind: 'ended',
          ends_at: ending.ends_at,
          sent_at: '2026-12-04T18:00:00.000Z',
          text: 'သင်၏ အစီအစဉ် ယနေ့ ကုန်ဆုံးပါသည်။',
        },
      ],
    });
    const reminders = await screen.findByRole('region', { name: 'သတိပေးချက်များ' });
    expect(within(reminders).getByRole('listitem')).toHaveTextContent(
      'သင်၏ အစီအစဉ် ယနေ့ ကုန်ဆုံးပါသည်။၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် တွင် ပို့ခဲ့သည်',
    );
    const payments = within(screen.getByRole('region', { name: 'ငွေပေးချေမှုများ' })).getByRole(
      'table',
    );
    const cells = within(within(payments).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent).slice(1, 3)).toEqual(['၆၈၁,၂၉၄', 'ကျပ်']);
  });
});

describe('/dashboard in Burmese: the way to a listed shop, and today', () => {
  it('lists the steps in Burmese, with Myanmar digits, the done ones ticked', async () => {
    await renderInBurmese({
      ...subscribed,
      setup: { ...subscribed.setup, profile_saved: true, slug: 'shwe-yee' },
      today: { date: '2025-06-15', orders: 12, sales: 154500, reservations: 3 },
    });
    const checklist = await screen.findByRole('region', {
      name: 'ဈေးကွက်တွင် သင့်ဆိုင် ပေါ်လာရန် အဆင့်များ',
    });
    expect(within(checklist).getByText('အဆင့် ၆ ဆင့်အနက် ၄ ဆင့် ပြီးပါပြီ')).toBeInTheDocument();
    expect(
      within(checklist)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['ဖုန်းကို အတည်ပြုရန်', '/otp-verification'],
      ['သင့်အစီအစဉ်ကို ရွေးရန်', '/price'],
      ['အစီအစဉ်အတွက် ငွေပေးချေရန်', '/price'],
      ['ဆိုင်အချက်အလက် ဖြည့်ရန်', '/store#profile'],
      ['ပထမဆုံး ပစ္စည်းများ ထည့်ရန်', '/store#catalogue'],
      ['ဆိုင်စာမျက်နှာကို ထုတ်ပြန်ရန်', '/store#publish'],
    ]);
    expect(within(checklist).getAllByText('ပြီးပါပြီ')).toHaveLength(4);
    expect(within(checklist).getByText('နောက်တစ်ဆင့်')).toBeInTheDocument();

    const today = screen.getByRole('region', { name: 'ယနေ့' });
    expect(
      within(today)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['၁၂', '၁၅၄,၅၀၀ ကျပ်', '၃']);
    expect(today.textContent).not.toMatch(/[0-9]/);
  });

  it('says in Burmese that the phone is verified, straight after verifying it', async () => {
    const { router } = await renderInBurmese(subscribed);
    await screen.findByRole('region', { name: 'ယနေ့' });
    await act(() => router.navigate('/dashboard', { state: { isVerified: true } }));
    expect(await screen.findByText('သင်၏ ဖုန်းနံပါတ်ကို အတည်ပြုပြီးပါပြီ။')).toHaveAttribute('role', 'status');
  });
});

describe('/dashboard in Burmese: a payment waiting on someone, and how each was paid', () => {
  /** Sent at 00:45 on Sunday 6 Dec 2026 in Yangon (still 5 Dec in UTC); 366,996 MMK. */
  const transfer = {
    reference: 'MP7K2Q9X4B1C',
    method: 'bank_transfer' as const,
    status: 'awaiting_review' as const,
    reason: null,
    amount_minor: 36_699_600,
    submitted_at: '2026-12-05T18:15:00.000Z',
  };
  const factsOf = (section: HTMLElement) =>
    within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

  it('says in Burmese that a bank transfer awaits review, with Myanmar digits and the reference as written', async () => {
    await renderInBurmese({ ...subscribed, checkout: transfer });
    const notice = await screen.findByRole('region', {
      name: 'စစ်ဆေးရန် စောင့်ဆိုင်းနေသော ဘဏ်ငွေလွှဲ',
    });
    expect(within(notice).getByText('စစ်ဆေးရန် စောင့်ဆိုင်းနေသည်')).toBeInTheDocument();
    expect(factsOf(notice)).toEqual([
      ['ရည်ညွှန်းကုဒ်', 'MP7K2Q9X4B1C'],
      ['ပမာဏ', '၃၆၆,၉၉၆ ကျပ်'],
      ['ပို့ခဲ့သည့်အချိန်', 'တနင်္ဂနွေနေ့၊ ဒီဇင်ဘာလ ၆ ရက်၊ ၀၀:၄၅'],
    ]);
    expect(
      within(notice).getByText('ငွေလွှဲမှုကို အတည်ပြုပြီးသည်နှင့် သင်၏ အစီအစဉ်ကို ဖွင့်ပေးပါမည်။'),
    ).toBeInTheDocument();
  });

  it("says in Burmese that a transfer was rejected, with the operator's reason and the way to pay again", async () => {
    await renderInBurmese({
      ...subscribed,
      checkout: { ...transfer, status: 'rejected', reason: 'ငွေလွှဲပြေစာ မရှင်းလင်းပါ။' },
    });
    const notice = await screen.findByRole('region', { name: 'ဘဏ်ငွေလွှဲကို လက်မခံနိုင်ပါ' });
    expect(within(notice).getByText('ပယ်ချထားသည်')).toBeInTheDocument();
    expect(factsOf(notice).at(-1)).toEqual(['အကြောင်းရင်း', 'ငွေလွှဲပြေစာ မရှင်းလင်းပါ။']);
    expect(within(notice).getByRole('link', { name: 'ငွေပေးချေမှုကို ထပ်မံပို့ရန်' })).toHaveAttribute(
      'href',
      '/payment',
    );
  });

  it('says in Burmese that a payment held for refund will be refunded', async () => {
    await renderInBurmese({
      ...subscribed,
      checkout: { ...transfer, method: 'wallet', status: 'held_for_refund', submitted_at: null },
    });
    const notice = await screen.findByRole('region', { name: 'ငွေပြန်အမ်းမည့် ငွေပေးချေမှု' });
    expect(factsOf(notice)).toEqual([
      ['ရည်ညွှန်းကုဒ်', 'MP7K2Q9X4B1C'],
      ['ငွေပေးချေနည်း', 'မိုဘိုင်း ငွေပိုက်ဆံအိတ်'],
      ['ပမာဏ', '၃၆၆,၉၉၆ ကျပ်'],
    ]);
    expect(within(notice).getByText(/ထိုငွေကို ပြန်အမ်းပေးပါမည်။$/)).toBeInTheDocument();
  });

  it('names the payment methods in Burmese', async () => {
    await renderInBurmese({
      ...subscribed,
      payments: [
        { ...payment, id: 2, method: 'wallet', brand: null, last4: null },
        { ...payment, id: 3, method: 'bank_transfer', brand: null, last4: null },
      ],
    });
    const table = within(await screen.findByRole('region', { name: 'ငွေပေးချေမှုများ' })).getByRole(
      'table',
    );
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader')[3]).toHaveTextContent('ငွေပေးချေနည်း');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'မိုဘိုင်း ငွေပိုက်ဆံအိတ်',
      'ဘဏ်ငွေလွှဲ',
    ]);
  });
});
