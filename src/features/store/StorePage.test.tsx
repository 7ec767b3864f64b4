import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { FAKE_WORDS, createFakeStore, storePlans } from '../../test/storeHandlers';
import { StorePage } from './StorePage';
import { loggedIn, renderStore, sampleItem, sampleProfile } from './storeTestKit';

const region = (name: string) => screen.getByRole('region', { name });

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

describe('/store: the overview', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    const { router } = await renderWithProviders(<StorePage />, {
      route: '/store',
      path: '/store',
      preloadedState: { session: { token: null, user: null, merchantUser: null } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows what the plan allows, with a way to upgrade', async () => {
    const fake = createFakeStore({
      branches: [
        {
          id: 1,
          name: 'Bahan',
          address: '',
          township_id: 1,
          phone: '09420000002',
          hours: [],
          slot_capacity: 4,
        },
        {
          id: 2,
          name: 'Sanchaung',
          address: '',
          township_id: 2,
          phone: '09420000003',
          hours: [],
          slot_capacity: 4,
        },
      ],
    });
    await renderStore(fake);
    const plan = region('What your plan allows');
    expect(
      within(plan)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Standard', '2 of 3 branches', '30 a month']);
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Stamp cardIncluded',
      'Point collectionIncluded',
      'MembershipNot included',
      'Orders and reservationsNot included',
      'Advertisement bannersNot included',
      'Advanced analyticsNot included',
    ]);
    expect(
      within(plan).getByRole('link', { name: 'Upgrade your plan or add add-ons' }),
    ).toHaveAttribute('href', '/price');
    expect(
      within(plan).getByRole('link', { name: 'Promotions: promo codes, posts and ad banner' }),
    ).toHaveAttribute('href', '/store/promotions');
    expect(within(plan).getByRole('link', { name: 'Loyalty' })).toHaveAttribute(
      'href',
      '/store/loyalty',
    );
  });

  it('without a subscription says so and links to the plans', async () => {
    await renderStore(createFakeStore({ plan: null }));
    const plan = region('What your plan allows');
    expect(within(plan).getByText(/You have no active subscription/)).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/price',
    );
  });

  it('says a plan in its grace days ended and until when to renew, on Yangon’s calendar', async () => {
    // 17:30 UTC on 4 Dec is 00:00 on 5 Dec in Yangon.
    await renderStore(
      createFakeStore({
        planPeriod: {
          status: 'grace',
          ends_at: '2026-12-04T17:30:00.000Z',
          grace_ends_at: '2026-12-11T17:30:00.000Z',
        },
      }),
    );
    const notice = screen.getByText(/Your plan ended on/);
    expect(notice).toHaveTextContent(
      'Your plan ended on 5 Dec 2026; renew by 12 Dec 2026 to stay listed Renew',
    );
    expect(within(notice).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/price');
  });

  it('says an expired plan left the shop unlisted, with nothing deleted', async () => {
    await renderStore(
      createFakeStore({
        plan: null,
        planPeriod: {
          status: 'expired',
          ends_at: '2026-12-04T17:30:00.000Z',
          grace_ends_at: '2026-12-11T17:30:00.000Z',
        },
      }),
    );
    expect(screen.getByText(/Your plan expired on/)).toHaveTextContent(
      'Your plan expired on 5 Dec 2026; your shop is not listed. Renew to list it again. Nothing was deleted.',
    );
  });

  it('says nothing of the plan’s end while it is active', async () => {
    await renderStore(
      createFakeStore({
        planPeriod: {
          status: 'active',
          ends_at: '2027-12-04T17:30:00.000Z',
          grace_ends_at: '2027-12-11T17:30:00.000Z',
        },
      }),
    );
    expect(screen.queryByText(/Your plan (ended|expired)/)).toBeNull();
  });

  it('lists what publishing still needs, with where to do it, and cannot publish yet', async () => {
    await renderStore(createFakeStore({ phoneVerified: false, profile: sampleProfile() }));
    const publish = region('Publish your store');
    const checks = within(publish).getAllByRole('listitem');
    expect(checks.map((li) => li.textContent)).toEqual([
      '✓An active subscription Done',
      '!A verified phone number MissingVerify your phone number',
      '!At least one product, service or menu item MissingAdd one in the catalogue below.',
    ]);
    expect(
      within(checks[1]!).getByRole('link', { name: 'Verify your phone number' }),
    ).toHaveAttribute('href', '/otp-verification');
    expect(within(publish).getByText(/not published yet/)).toBeInTheDocument();
    expect(within(publish).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('asks for the profile before the first publishing', async () => {
    await renderStore(createFakeStore({ items: [sampleItem(1, 'Tea')] }));
    const publish = region('Publish your store');
    expect(
      within(publish)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '✓An active subscription Done',
      '✓A verified phone number Verified',
      '✓At least one product, service or menu item Done',
    ]);
    expect(within(publish).getByText(/Save your store’s profile below/)).toBeInTheDocument();
    expect(within(publish).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('publishes, then shows the store page, its QR code and a Print button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const fake = createFakeStore({ profile: sampleProfile(), items: [sampleItem(1, 'Tea')] });
    const { user } = await renderStore(fake);
    const publish = region('Publish your store');
    expect(within(publish).queryByRole('link', { name: /shops/ })).not.toBeInTheDocument();

    await user.click(within(publish).getByRole('button', { name: 'Publish' }));
    const address = `${window.location.origin}/shops/golden-tea-house`;
    const link = await within(publish).findByRole('link', { name: address });
    expect(link).toHaveAttribute('href', '/shops/golden-tea-house');
    expect(fake.callsTo('POST', apiPaths.storePublish)).toHaveLength(1);
    expect(
      within(publish).getByText(/Your store is published: customers can find it/),
    ).toBeInTheDocument();

    const qr = await within(publish).findByRole('img', {
      name: 'QR code of the store page of Golden Tea House',
    });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(qr).toHaveAttribute('width', '200');
    await user.click(within(publish).getByRole('button', { name: 'Print QR code' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('a refused publishing (409) shows the server’s reason and the checklist afresh', async () => {
    const fake = createFakeStore({
      profile: sampleProfile(),
      items: [sampleItem(1, 'Tea')],
      refusePublish: true,
    });
    const { user } = await renderStore(fake);
    const publish = region('Publish your store');
    await user.click(within(publish).getByRole('button', { name: 'Publish' }));
    expect(await within(publish).findByRole('alert')).toHaveTextContent(FAKE_WORDS.publishRefused);
    expect(within(publish).getByRole('button', { name: 'Publish' })).toBeEnabled();
    // The checklist is fetched again after a refusal.
    await waitFor(() => expect(fake.callsTo('GET', apiPaths.store)).toHaveLength(2));
  });

  it('unpublishes a published store', async () => {
    const fake = createFakeStore({
      profile: sampleProfile({ published: true }),
      items: [sampleItem(1, 'Tea')],
    });
    const { user } = await renderStore(fake);
    const publish = region('Publish your store');
    await user.click(within(publish).getByRole('button', { name: 'Unpublish' }));
    expect(await within(publish).findByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(fake.callsTo('DELETE', apiPaths.storePublish)).toHaveLength(1);
    expect(
      within(publish).queryByRole('button', { name: 'Print QR code' }),
    ).not.toBeInTheDocument();
  });

  it('a published store the checklist no longer allows is said to be hidden', async () => {
    await renderStore(
      createFakeStore({
        plan: null,
        profile: sampleProfile({ published: true }),
        items: [sampleItem(1, 'Tea')],
      }),
    );
    expect(
      within(region('Publish your store')).getByText(/customers cannot see it until/),
    ).toBeInTheDocument();
  });

  it('a 401 shows the session-expired screen', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl(apiPaths.store), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    await renderWithProviders(<StorePage />, {
      route: '/store',
      path: '/store',
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('another failure says so and offers to try again', async () => {
    const fake = createFakeStore({ plan: storePlans[0] });
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.store), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
          : undefined;
      }),
      ...fake.handlers,
    );
    const { user } = await renderWithProviders(<StorePage />, {
      route: '/store',
      path: '/store',
      preloadedState: loggedIn,
    });
    expect(await screen.findByText('Your store could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'What your plan allows' })).toHaveTextContent(
      'basic',
    );
  });
});
