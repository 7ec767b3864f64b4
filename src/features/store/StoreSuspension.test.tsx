import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { renderStore } from './storeTestKit';

/** The dashboard's answer (which the editor reads the suspension from), with or without one. */
function dashboardSays(suspension: { suspended_at: string; reason: string } | undefined) {
  server.use(
    http.get(apiUrl(`${apiPaths.dashboard}/:merchantId`), () =>
      HttpResponse.json({
        subscription: null,
        addons: [],
        payments: [],
        reminders: [],
        phone: '09781234567',
        phone_verified_at: null,
        setup: {
          plan_ordered: false,
          plan_in_force: true,
          profile_saved: true,
          item_count: 0,
          published: true,
          slug: 'golden-tea',
        },
        today: { date: '2025-06-15', orders: 0, sales: 0, reservations: 0 },
        checkout: null,
        ...(suspension ? { suspension } : {}),
      }),
    ),
  );
}

describe('/store while the shop is suspended', () => {
  it('shows the reason and the way to support in English', async () => {
    dashboardSays({ suspended_at: '2025-06-15T08:30:00.000Z', reason: 'Fake gemstones.' });
    await renderStore(createFakeStore());
    const notice = await screen.findByRole('alert', { name: 'Your shop is suspended' });
    expect(within(notice).getByText('Reason: Fake gemstones.')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Contact us about this' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('shows it in Burmese', async () => {
    dashboardSays({ suspended_at: '2025-06-15T08:30:00.000Z', reason: 'Fake gemstones.' });
    await renderStore(createFakeStore(), { language: 'my' });
    const notice = await screen.findByRole('alert', { name: 'သင့်ဆိုင်ကို ဆိုင်းငံ့ထားပါသည်' });
    expect(within(notice).getByText('အကြောင်းရင်း- Fake gemstones.')).toBeInTheDocument();
  });

  it('shows nothing when the shop is not suspended', async () => {
    dashboardSays(undefined);
    const { store } = await renderStore(createFakeStore());
    // The suspension has been asked for and answered (none) before looking for the notice.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (q) => q?.endpointName === 'getMerchantSuspension' && q.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('alert', { name: 'Your shop is suspended' })).not.toBeInTheDocument();
  });
});
