import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DashboardResponse } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { DashboardPage } from './DashboardPage';

const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

const suspended: DashboardResponse = {
  subscription: null,
  addons: [],
  payments: [],
  reminders: [],
  phone: sampleAccount.user.phone ?? '',
  phone_verified_at: null,
  setup: {
    plan_ordered: false,
    plan_in_force: false,
    profile_saved: true,
    item_count: 3,
    published: true,
    slug: 'golden-tea',
  },
  today: { date: '2025-06-15', orders: 0, sales: 0, reservations: 0 },
  checkout: null,
  suspension: { suspended_at: '2025-06-15T08:30:00.000Z', reason: 'Sells counterfeit medicine.' },
};

function answer(body: DashboardResponse) {
  server.use(http.get(apiUrl(`${apiPaths.dashboard}/:merchantId`), () => HttpResponse.json(body)));
}

const render = (language: 'en' | 'my') =>
  renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    path: '/dashboard',
    preloadedState: languagePreload(language, loggedIn),
  });

describe('/dashboard while the shop is suspended', () => {
  it('says so with the reason and the way to reach support', async () => {
    answer(suspended);
    await render('en');
    const notice = await screen.findByRole('alert', { name: 'Your shop is suspended' });
    expect(within(notice).getByText('Reason: Sells counterfeit medicine.')).toBeInTheDocument();
    expect(within(notice).getByText(/not listed in the marketplace/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Contact us about this' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('says so in Burmese', async () => {
    answer(suspended);
    await render('my');
    const notice = await screen.findByRole('alert', { name: 'သင့်ဆိုင်ကို ဆိုင်းငံ့ထားပါသည်' });
    expect(within(notice).getByText('အကြောင်းရင်း- Sells counterfeit medicine.')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'ဤကိစ္စအတွက် ကျွန်ုပ်တို့ကို ဆက်သွယ်ရန်' })).toBeInTheDocument();
  });

  it('shows no notice once the suspension is lifted', async () => {
    const { suspension: _lifted, ...listed } = suspended;
    answer(listed);
    await render('en');
    // The dashboard has loaded (its last section is drawn) without the notice.
    expect(await screen.findByRole('heading', { level: 2, name: 'Reminders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Your shop is suspended' })).not.toBeInTheDocument();
  });
});
