import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DashboardResponse } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, samplePlans, server } from '../../test/server';
import { DashboardPage } from './DashboardPage';
import { formatDate } from './format';

const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

const payment = {
  id: 1,
  created_at: '2025-06-15T08:30:00.000Z',
  amount: 10499,
  currency: 'USD',
  method: 'card' as const,
  brand: 'visa' as string | null,
  last4: '4242' as string | null,
  status: 'succeeded' as const,
  receipt_number: 'R-2025-000001' as string | null,
};

const subscribed: DashboardResponse = {
  subscription: {
    plan: samplePlans[1]!,
    duration_month: 6,
    starts_at: '2025-06-15T08:30:00.000Z',
    ends_at: '2025-12-15T08:30:00.000Z',
    grace_ends_at: '2025-12-22T08:30:00.000Z',
    status: 'active',
    scheduled: null,
  },
  addons: [
    { name: 'Social Media Content', quantity: 2, price_3month: 10000 },
    { name: 'Branches', quantity: 1, price_3month: 5000 },
  ],
  payments: [
    payment,
    {
      ...payment,
      id: 2,
      created_at: '2025-06-15T08:29:00.000Z',
      brand: 'visa',
      last4: '0002',
      status: 'failed',
      receipt_number: null,
    },
  ],
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

/** Nothing paid yet, the phone not yet verified. */
const empty: DashboardResponse = {
  subscription: null,
  addons: [],
  payments: [],
  reminders: [],
  phone: '09420000001',
  phone_verified_at: null,
  setup: {
    plan_ordered: false,
    plan_in_force: false,
    profile_saved: false,
    item_count: 0,
    published: false,
    slug: null,
  },
  today: { date: '2025-06-15', orders: 0, sales: 0, reservations: 0 },
  checkout: null,
};

/** The definition of the phone, beside its term. */
async function phoneFact(term: string): Promise<HTMLElement> {
  const found = await screen.findByText(term, { selector: 'dt' });
  return found.nextElementSibling as HTMLElement;
}

function answer(body: DashboardResponse | (() => Response)) {
  const requests: Request[] = [];
  server.use(
    http.get(apiUrl(`${apiPaths.dashboard}/:merchantId`), ({ request }) => {
      requests.push(request);
      return typeof body === 'function' ? body() : HttpResponse.json(body);
    }),
  );
  return requests;
}

const render = (preloadedState: object = loggedIn) =>
  renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    path: '/dashboard',
    preloadedState,
  });

describe('/dashboard', () => {
  it('sends a visitor who is not logged in to /login, to come back here', async () => {
    const { router } = await render({ session: { token: null, user: null, merchantUser: null } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fdashboard');
  });

  it('shows the plan, duration, dates, add-ons and payments', async () => {
    const requests = answer(subscribed);
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(requests[0]?.url).toMatch(/\/api\/merchant\/dashboard\/3$/);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-login');

    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    const facts = within(subscription)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(facts).toEqual([
      'Standard',
      '6 months',
      formatDate('2025-06-15T08:30:00.000Z'),
      formatDate('2025-12-15T08:30:00.000Z'),
      'Active',
    ]);
    expect(
      within(subscription)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Plan', 'Duration', 'Start Date', 'End Date', 'Status']);

    const addons = within(screen.getByRole('region', { name: 'Add-ons' })).getByRole('table');
    expect(
      within(addons)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Add-onQuantityPrice (MMK)', 'Social Media Content210,000', 'Branches15,000']);

    const payments = within(screen.getByRole('region', { name: 'Payments' })).getByRole('table');
    const rows = within(payments).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Amount', 'Currency', 'Payment method', 'Status', 'Receipt']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatDate(payment.created_at),
      '104.99',
      'USD',
      'Visa ending in 4242',
      'Succeeded',
      'R-2025-000001',
    ]);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatDate(payment.created_at),
      '104.99',
      'USD',
      'Visa ending in 0002',
      'Failed',
      '',
    ]);
  });

  it("shows the merchant's phone as 'Verified' once a one-time code proved it", async () => {
    answer(subscribed);
    await render();
    const phone = await phoneFact('Phone Number');
    expect(phone).toHaveTextContent('09420000001 Verified');
    expect(within(phone!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers to verify a phone that is not verified yet', async () => {
    answer(empty);
    await render();
    const phone = await phoneFact('Phone Number');
    expect(phone).toHaveTextContent('09420000001 Not verified Verify your phone number');
    expect(within(phone!).getByRole('link', { name: 'Verify your phone number' })).toHaveAttribute(
      'href',
      '/otp-verification',
    );
  });

  it('before the first payment says so in every section', async () => {
    answer(empty);
    await render();
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByText(/You have no subscription yet/)).toBeInTheDocument();
    expect(within(subscription).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/price',
    );
    expect(
      within(screen.getByRole('region', { name: 'Add-ons' })).getByText(
        'No add-ons are included in your subscription.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).getByText(/No payments yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('after the registration fee alone, says the shop is registered with no plan, and links to the plans', async () => {
    answer({ ...empty, payments: [payment] });
    await render();
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    expect(
      within(subscription).getByText(
        'Your shop is registered: the registration fee is paid. No plan is active yet. Choose a plan on the Pricing page to start one.',
      ),
    ).toBeInTheDocument();
    expect(within(subscription).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/price',
    );
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).getAllByRole('row'),
    ).toHaveLength(2);
  });

  it('declined payments alone do not say the shop is registered', async () => {
    answer({ ...empty, payments: [{ ...payment, status: 'failed', receipt_number: null }] });
    await render();
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByText(/You have no subscription yet/)).toBeInTheDocument();
    expect(within(subscription).queryByText(/registered/)).not.toBeInTheDocument();
  });

  it('links to the store editor', async () => {
    answer(subscribed);
    await render();
    expect(await screen.findByRole('link', { name: 'Build your store page' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(screen.getByRole('link', { name: 'Orders and reservations' })).toHaveAttribute(
      'href',
      '/store/orders',
    );
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/store/promotions',
    );
    expect(screen.getByRole('link', { name: 'Loyalty' })).toHaveAttribute('href', '/store/loyalty');
  });

  it('warns that payments and SMS are simulated when the server runs its sandboxes in production', async () => {
    answer({ ...subscribed, sandbox: true });
    await render();
    // Once loaded: the spinner before is a status too.
    expect(await screen.findByRole('region', { name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Demo mode: payments and SMS are simulated. Nothing is charged and codes are shown on screen.',
    );
  });

  it('shows no demo warning otherwise', async () => {
    answer(subscribed);
    await render();
    expect(await screen.findByRole('region', { name: 'Subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Demo mode/)).not.toBeInTheDocument();
  });

  it('a 401 shows the session-expired screen', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    answer(() => HttpResponse.json({ message: 'Token not valid' }, { status: 401 }));
    await render();
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('another failure says so and offers to try again', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
        : HttpResponse.json(subscribed);
    });
    const { user } = await render();
    expect(await screen.findByText('Your dashboard could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Subscription' })).toBeInTheDocument();
  });
});

/** A plan whose end falls at 00:30 on 5 Dec 2026 in Yangon (still 4 Dec in UTC). */
const ending = {
  ...subscribed.subscription!,
  plan: samplePlans[2]!,
  duration_month: 12 as const,
  starts_at: '2025-12-04T18:00:00.000Z',
  ends_at: '2026-12-04T18:00:00.000Z',
  grace_ends_at: '2026-12-11T18:00:00.000Z',
};

describe("/dashboard: the plan's state, receipts and reminders", () => {
  const subscriptionRegion = () => screen.findByRole('region', { name: 'Subscription' });

  it('an active plan says until when, and offers to renew on the plans page', async () => {
    answer({ ...subscribed, subscription: { ...ending, status: 'active' } });
    await render();
    const subscription = await subscriptionRegion();
    expect(within(subscription).getByText('Active until 5 Dec 2026')).toBeInTheDocument();
    expect(within(subscription).getAllByRole('definition').at(-1)).toHaveTextContent('Active');
    expect(within(subscription).getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/price',
    );
    expect(within(subscription).queryByText(/Changes to/)).not.toBeInTheDocument();
  });

  it('a plan in its grace days says when it ended and by when to renew to stay listed', async () => {
    answer({ ...subscribed, subscription: { ...ending, status: 'grace' } });
    await render();
    const subscription = await subscriptionRegion();
    expect(
      within(subscription).getByText(
        'Your plan ended on 5 Dec 2026; renew by 12 Dec 2026 to stay listed',
      ),
    ).toBeInTheDocument();
    expect(within(subscription).getAllByRole('definition').at(-1)).toHaveTextContent(
      'Grace period',
    );
    expect(within(subscription).queryByText(/Active until/)).not.toBeInTheDocument();
    expect(within(subscription).getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/price',
    );
  });

  it('an expired plan says the shop is not listed and that nothing was deleted', async () => {
    answer({ ...subscribed, subscription: { ...ending, status: 'expired' } });
    await render();
    const subscription = await subscriptionRegion();
    expect(
      within(subscription).getByText(
        'Your plan expired on 5 Dec 2026; your shop is not listed. Renew to list it again. Nothing was deleted.',
      ),
    ).toBeInTheDocument();
    expect(within(subscription).getAllByRole('definition').at(-1)).toHaveTextContent('Expired');
    expect(within(subscription).getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/price',
    );
  });

  it('shows a downgrade waiting for the end of the plan', async () => {
    answer({
      ...subscribed,
      subscription: {
        ...ending,
        status: 'active',
        scheduled: { plan_name: 'basic', duration_month: 3, starts_at: ending.ends_at },
      },
    });
    await render();
    const subscription = await subscriptionRegion();
    expect(within(subscription).getByText('Changes to basic on 5 Dec 2026')).toBeInTheDocument();
  });

  it('links each successful payment to its receipt, and a failed one to none', async () => {
    answer(subscribed);
    const { user, router } = await render();
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    const links = payments.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('R-2025-000001');
    expect(links[0]).toHaveAttribute('href', '/dashboard/receipts/R-2025-000001');
    await user.click(links[0]!);
    expect(router.state.location.pathname).toBe('/dashboard/receipts/R-2025-000001');
  });

  it('shows a payment in MMK in whole kyats', async () => {
    answer({
      ...subscribed,
      payments: [
        { ...payment, amount: 68_129_400, currency: 'MMK', receipt_number: 'R-2026-000007' },
      ],
    });
    await render();
    const table = within(await screen.findByRole('region', { name: 'Payments' })).getByRole(
      'table',
    );
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent).slice(1, 3)).toEqual(['681,294', 'MMK']);
    expect(within(table).getByRole('link', { name: 'R-2026-000007' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/R-2026-000007',
    );
  });

  it('lists the reminders sent, each with its text and the day it was sent', async () => {
    answer({
      ...subscribed,
      subscription: { ...ending, status: 'active' },
      reminders: [
        {
          kind: 'days1',
          ends_at: ending.ends_at,
          sent_at: '2026-12-03T18:00:00.000Z',
          text: 'Your Premium plan ends on 5 Dec 2026. Renew to stay listed.',
        },
        {
          kind: 'days7',
          ends_at: ending.ends_at,
          sent_at: '2026-11-27T18:00:00.000Z',
          text: 'Your Premium plan ends in 7 days, on 5 Dec 2026.',
        },
      ],
    });
    await render();
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    const items = within(reminders).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your Premium plan ends on 5 Dec 2026. Renew to stay listed.Sent on 4 Dec 2026',
      'Your Premium plan ends in 7 days, on 5 Dec 2026.Sent on 28 Nov 2026',
    ]);
  });

  it('says when no reminder has been sent', async () => {
    answer(subscribed);
    await render();
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByText('No reminders have been sent.')).toBeInTheDocument();
    expect(within(reminders).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('/dashboard: the way to a listed shop, and today', () => {
  const steps = async () => {
    const checklist = await screen.findByRole('region', { name: 'Your way to a listed shop' });
    return {
      checklist,
      items: within(checklist)
        .getAllByRole('listitem')
        .map((item) => ({
          link: within(item).getByRole('link').textContent,
          to: within(item).getByRole('link').getAttribute('href'),
          state: item.querySelector('.dashboard-step__state')?.textContent,
          current: item.getAttribute('aria-current'),
        })),
    };
  };

  it('opens with the six steps, none done, each a link to where it is done', async () => {
    answer(empty);
    await render();
    const { checklist, items } = await steps();
    expect(screen.getAllByRole('region')[0]).toBe(checklist);
    expect(within(checklist).getByText('0 of 6 steps done')).toBeInTheDocument();
    expect(items).toEqual([
      { link: 'Verify your phone', to: '/otp-verification', state: 'Next step', current: 'step' },
      { link: 'Choose your plan', to: '/price', state: 'To do', current: null },
      { link: 'Pay for your plan', to: '/price', state: 'To do', current: null },
      { link: "Fill in your shop's profile", to: '/store#profile', state: 'To do', current: null },
      { link: 'Add your first items', to: '/store#catalogue', state: 'To do', current: null },
      { link: 'Publish your store page', to: '/store#publish', state: 'To do', current: null },
    ]);
  });

  it('ticks what the server says is done and puts the first step left forward', async () => {
    answer({
      ...empty,
      phone_verified_at: '2025-06-15T08:00:00.000Z',
      setup: { ...empty.setup, plan_ordered: true },
    });
    await render();
    const { checklist, items } = await steps();
    expect(within(checklist).getByText('2 of 6 steps done')).toBeInTheDocument();
    expect(items.map((item) => item.state)).toEqual([
      'Done',
      'Done',
      'Next step',
      'To do',
      'To do',
      'To do',
    ]);
    // The plan waits on /billing: paying goes there.
    expect(within(checklist).getByRole('link', { name: 'Pay for your plan' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(within(checklist).getByRole('link', { name: 'Pay for your plan' })).toHaveClass(
      'button--primary',
    );
  });

  it('once every step is done, says the shop is listed and links to its page', async () => {
    answer({
      ...subscribed,
      setup: {
        plan_ordered: false,
        plan_in_force: true,
        profile_saved: true,
        item_count: 4,
        published: true,
        slug: 'golden-tea-house',
      },
    });
    await render();
    const { checklist, items } = await steps();
    expect(items.every((item) => item.state === 'Done' && item.current === null)).toBe(true);
    expect(within(checklist).getByText('6 of 6 steps done')).toBeInTheDocument();
    expect(within(checklist).getByText(/^Your shop is listed/)).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'View your store page' })).toHaveAttribute(
      'href',
      '/shops/golden-tea-house',
    );
  });

  it("shows today's orders, sales and reservations as the server counted them", async () => {
    answer({
      ...subscribed,
      today: { date: '2025-06-15', orders: 12, sales: 154500, reservations: 3 },
    });
    await render();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('15 Jun 2025, Yangon time')).toBeInTheDocument();
    expect(
      within(today)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Orders', 'Sales', 'Reservations']);
    expect(
      within(today)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['12', '154,500 MMK', '3']);
    expect(within(today).getByRole('link', { name: 'Open the orders inbox' })).toHaveAttribute(
      'href',
      '/store/orders',
    );
  });

  it('says the phone is verified when it arrives straight from verifying it', async () => {
    answer({ ...empty, phone_verified_at: '2025-06-15T08:00:00.000Z' });
    const { router } = await render();
    expect(screen.queryByText('Your phone number is verified.')).not.toBeInTheDocument();
    await act(() => router.navigate('/dashboard', { state: { isVerified: true } }));
    expect(await screen.findByText('Your phone number is verified.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});

/** A bank transfer of 366,996 MMK sent at 00:45 on Sunday 6 Dec 2026 in Yangon (5 Dec in UTC). */
const transfer = {
  reference: 'MP7K2Q9X4B1C',
  method: 'bank_transfer' as const,
  status: 'awaiting_review' as const,
  reason: null,
  amount_minor: 36_699_600,
  submitted_at: '2026-12-05T18:15:00.000Z',
};

describe('/dashboard: a payment waiting on someone, and how each payment was made', () => {
  /** The facts of a section, term and definition side by side. */
  const factsOf = (section: HTMLElement) =>
    within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

  it('shows a bank transfer awaiting review first: reference, amount, when it was sent, and what happens next', async () => {
    answer({ ...empty, checkout: transfer });
    await render();
    const notice = await screen.findByRole('region', { name: 'Bank transfer awaiting review' });
    expect(screen.getAllByRole('region')[0]).toBe(notice);
    expect(within(notice).getByText('Awaiting review')).toBeInTheDocument();
    expect(factsOf(notice)).toEqual([
      ['Reference code', 'MP7K2Q9X4B1C'],
      ['Amount', '366,996 MMK'],
      ['Sent', 'Sun 6 Dec, 00:45'],
    ]);
    expect(within(notice).getByText('MP7K2Q9X4B1C').tagName).toBe('CODE');
    expect(
      within(notice).getByText('We will activate your plan when the transfer is confirmed.'),
    ).toBeInTheDocument();
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows a rejected transfer with the operator's reason and the way to send it again", async () => {
    answer({
      ...empty,
      checkout: {
        ...transfer,
        status: 'rejected',
        reason: 'The slip shows 36,699 MMK, not 366,996 MMK.',
      },
    });
    const { user, router } = await render();
    const notice = await screen.findByRole('region', { name: 'Bank transfer not accepted' });
    expect(within(notice).getByText('Rejected')).toBeInTheDocument();
    expect(factsOf(notice)).toEqual([
      ['Reference code', 'MP7K2Q9X4B1C'],
      ['Amount', '366,996 MMK'],
      ['Sent', 'Sun 6 Dec, 00:45'],
      ['Reason', 'The slip shows 36,699 MMK, not 366,996 MMK.'],
    ]);
    expect(
      within(notice).getByText(
        'Your plan is not active yet. Check the transfer and send it again, or pay another way.',
      ),
    ).toBeInTheDocument();
    const again = within(notice).getByRole('link', { name: 'Send the payment again' });
    expect(again).toHaveAttribute('href', '/payment');
    await user.click(again);
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('says so when a rejection came without a reason', async () => {
    answer({ ...empty, checkout: { ...transfer, status: 'rejected', reason: null } });
    await render();
    const notice = await screen.findByRole('region', { name: 'Bank transfer not accepted' });
    expect(factsOf(notice).at(-1)).toEqual(['Reason', 'No reason was given.']);
  });

  it('shows a wallet payment held for refund, saying it will be refunded', async () => {
    answer({
      ...subscribed,
      checkout: {
        reference: 'MPW4LL3T0001',
        method: 'wallet',
        status: 'held_for_refund',
        reason: null,
        amount_minor: 1_500_000,
        submitted_at: null,
      },
    });
    await render();
    const notice = await screen.findByRole('region', { name: 'Payment to be refunded' });
    expect(within(notice).getByText('Held for refund')).toBeInTheDocument();
    expect(factsOf(notice)).toEqual([
      ['Reference code', 'MPW4LL3T0001'],
      ['Payment method', 'Mobile wallet'],
      ['Amount', '15,000 MMK'],
    ]);
    expect(
      within(notice).getByText(
        'This payment arrived after your order had changed, so it did not pay for a plan. We will refund it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no notice for a checkout in a state that waits on nobody', async () => {
    answer({ ...empty, checkout: { ...transfer, status: 'succeeded' } });
    await render();
    await screen.findByRole('region', { name: 'Subscription' });
    expect(screen.queryByText('MP7K2Q9X4B1C')).not.toBeInTheDocument();
    expect(screen.queryByText(/awaiting review|not accepted|refund/i)).not.toBeInTheDocument();
  });

  it('names how each payment was made: the card, a mobile wallet, a bank transfer', async () => {
    answer({
      ...subscribed,
      payments: [
        { ...payment, id: 3, method: 'wallet', brand: null, last4: null },
        { ...payment, id: 4, method: 'bank_transfer', brand: null, last4: null },
        { ...payment, id: 5, brand: 'mastercard', last4: '4444' },
        { ...payment, id: 6, brand: 'elo', last4: '1234' },
        { ...payment, id: 7, brand: null, last4: null },
      ],
    });
    await render();
    const table = within(await screen.findByRole('region', { name: 'Payments' })).getByRole(
      'table',
    );
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[3]?.textContent),
    ).toEqual([
      'Mobile wallet',
      'Bank transfer',
      'Mastercard ending in 4444',
      'Card ending in 1234',
      'Card',
    ]);
  });
});
