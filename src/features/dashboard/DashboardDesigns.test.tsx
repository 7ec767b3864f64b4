import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { DesignEvents } from '@contract/designs';
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

/** The designer published request 7's drafts and delivered request 5; neither seen yet. */
const twoUnseen: DesignEvents = {
  unseen: 2,
  events: [
    {
      id: 12,
      request_id: 7,
      kind: 'draftsPublished',
      seen: false,
      created_at: '2026-11-05T03:00:00.000Z',
    },
    {
      id: 9,
      request_id: 5,
      kind: 'delivered',
      seen: false,
      created_at: '2026-10-20T03:00:00.000Z',
    },
    { id: 4, request_id: 3, kind: 'delivered', seen: true, created_at: '2026-09-20T03:00:00.000Z' },
  ],
};

/** The design events the fake answers, and the merchant id each call named. */
function answer(body: DesignEvents) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.merchantDesignEvents), ({ params, request }) => {
      asked.push(`${String(params.merchantId)} ${request.headers.get('authorization')}`);
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

const render = (language: 'en' | 'my') =>
  renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    path: '/dashboard',
    preloadedState: languagePreload(language, loggedIn),
  });

describe('/dashboard and the design steps waiting for the merchant', () => {
  it('tells of the designer’s unseen steps and links to the design requests', async () => {
    const asked = answer(twoUnseen);
    await render('en');
    const notice = await screen.findByRole('region', { name: 'Stamp & Card Designs' });
    expect(
      within(notice).getByText('The designer has 2 new steps on your design requests.'),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'See your design requests' })).toHaveAttribute(
      'href',
      '/store/designs',
    );
    expect(asked).toEqual([`${sampleAccount.user.merchantid} Bearer ${sampleAccount.token}`]);
  });

  it('says one step in the singular', async () => {
    answer({ unseen: 1, events: twoUnseen.events.slice(0, 1) });
    await render('en');
    expect(
      await screen.findByText('The designer has 1 new step on your design requests.'),
    ).toBeInTheDocument();
  });

  it('says it in Burmese, with Myanmar digits', async () => {
    answer(twoUnseen);
    await render('my');
    const notice = await screen.findByRole('region', { name: 'တံဆိပ်နှင့် ကတ် ဒီဇိုင်းများ' });
    expect(
      within(notice).getByText('ဒီဇိုင်နာထံမှ အဆင့်သစ် ၂ ခု သင့်ဒီဇိုင်း တောင်းဆိုချက်များတွင် ရှိပါသည်။'),
    ).toBeInTheDocument();
    expect(
      within(notice).getByRole('link', { name: 'သင့်ဒီဇိုင်း တောင်းဆိုချက်များကို ကြည့်ရန်' }),
    ).toHaveAttribute('href', '/store/designs');
  });

  it('shows no notice when every step has been seen', async () => {
    const asked = answer({
      unseen: 0,
      events: twoUnseen.events.map((e) => ({ ...e, seen: true })),
    });
    await render('en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reminders' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Stamp & Card Designs' })).not.toBeInTheDocument();
  });
});
