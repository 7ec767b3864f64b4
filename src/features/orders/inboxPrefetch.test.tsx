import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { InboxPage } from './InboxPage';
import { createFakeInbox, loggedIn, MERCHANT_ID } from './inboxTestKit';

describe('/store/orders asks for all it shows at once', () => {
  it('asks for the day’s records while the plan is still on its way, and the plan once', async () => {
    const fake = createFakeInbox();
    let answerPlan: () => void = () => undefined;
    const planHeld = new Promise<void>((resolve) => (answerPlan = resolve));
    const planAsked: string[] = [];
    server.use(...fake.handlers);
    // Before the fake's answer: the plan waits until the test lets it go.
    server.use(
      http.get(apiUrl(fillPath(apiPaths.store, { merchantId: MERCHANT_ID })), async () => {
        planAsked.push('plan');
        await planHeld;
        return undefined;
      }),
    );
    const rendered = renderWithProviders(<InboxPage />, {
      route: '/store/orders',
      path: '/store/orders',
      preloadedState: loggedIn,
    });
    await waitFor(() => expect(planAsked).toEqual(['plan']));
    await waitFor(() => expect(fake.inboxDates.length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { level: 2, name: 'Reservations' })).toBeNull();
    answerPlan();
    await rendered;
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reservations' }),
    ).toBeInTheDocument();
    // The live stream asks once more when it connects (to miss nothing); the plan is asked once.
    expect(planAsked).toEqual(['plan']);
  });
});
