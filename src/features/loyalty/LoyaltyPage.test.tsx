import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { LoyaltyPage } from './LoyaltyPage';
import {
  MERCHANT_ID,
  createFakeLoyalty,
  loggedIn,
  renderLoyalty,
  sampleOverview,
  section,
} from './loyaltyTestKit';
import { samplePhoto } from '../../test/storeHandlers';

jest.setTimeout(20_000);

describe('/store/loyalty: the programmes', () => {
  it('shows the stamp card with its preview, and saves the design', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    expect(screen.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeInTheDocument();
    const card = within(section('Stamp card'));
    expect(card.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(card.getByLabelText('Stamps needed')).toHaveValue(8);
    expect(card.getByLabelText('Reward')).toHaveValue('A free milk tea');
    expect(card.getByLabelText('Card colour')).toHaveValue('#1f3a5f');
    expect(card.getByText('#1f3a5f')).toBeInTheDocument();
    expect(card.getByLabelText('Stamp colour')).toHaveValue('#f2b705');
    expect(card.getByRole('img', { name: 'Stamp card: 3 of 8 stamps' })).toBeInTheDocument();

    await user.clear(card.getByLabelText('Stamps needed'));
    await user.type(card.getByLabelText('Stamps needed'), '12');
    expect(card.getByRole('img', { name: 'Stamp card: 3 of 12 stamps' })).toBeInTheDocument();
    await user.clear(card.getByLabelText('Reward'));
    await user.type(card.getByLabelText('Reward'), 'A free cake');
    await user.click(card.getByRole('switch', { name: 'Enabled' }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Saved.')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      {
        method: 'PUT',
        path: 'stamp-card',
        body: {
          enabled: false,
          stamps_needed: 12,
          reward: 'A free cake',
          background: '#1f3a5f',
          color: '#f2b705',
          logo_photo_id: null,
        },
        idempotencyKey: null,
      },
    ]);
  });

  const image = (name: string, type = 'image/png') =>
    new NodeFile([new Uint8Array(64)], name, { type }) as unknown as File;
  const cardBody = (logo: string | null) => ({
    enabled: true,
    stamps_needed: 8,
    reward: 'A free milk tea',
    background: '#1f3a5f',
    color: '#f2b705',
    logo_photo_id: logo,
  });

  it('gives the card a logo of its own: uploaded, shown on the preview, saved with the card', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    const card = within(section('Stamp card'));
    expect(card.getByText('No photo yet.')).toBeInTheDocument();
    const preview = card.getByRole('img', { name: 'Stamp card: 3 of 8 stamps' });
    expect(preview.querySelector('img')).toBeNull();

    await user.upload(card.getByLabelText('Card logo'), image('logo.png'));
    expect(await card.findByRole('img', { name: 'Card logo now chosen' })).toBeInTheDocument();
    expect(preview.querySelector('img')?.getAttribute('src')).toContain('ph_1');
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Saved.')).toBeInTheDocument();
    expect(fake.calls.map((call) => call.body)).toEqual([cardBody('ph_1')]);
  });

  it("keeps the card's own logo when saved again, and 'Remove' goes back to the shop's", async () => {
    const overview = sampleOverview();
    overview.stamp_card = {
      ...overview.stamp_card!,
      logo: samplePhoto('ph_card'),
      own_logo: samplePhoto('ph_card'),
      shop_logo: samplePhoto('ph_shop'),
    };
    const fake = createFakeLoyalty({ overview });
    const { user } = await renderLoyalty(fake);
    const card = within(section('Stamp card'));
    const preview = card.getByRole('img', { name: 'Stamp card: 3 of 8 stamps' });
    expect(preview.querySelector('img')?.getAttribute('src')).toContain('ph_card');
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Saved.')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Remove Card logo' }));
    expect(card.getByText('No photo yet.')).toBeInTheDocument();
    // The preview shows what customers will see: the shop's logo.
    expect(preview.querySelector('img')?.getAttribute('src')).toContain('ph_shop');
    await user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(fake.calls.map((call) => call.body)).toEqual([cardBody('ph_card'), cardBody(null)]);
  });

  it('refuses a file that is not an image before sending it, and keeps the logo', async () => {
    const fake = createFakeLoyalty();
    // The phone's picker offers images only; a file manager may still hand over another file.
    const { user } = await renderLoyalty(fake, { userOptions: { applyAccept: false } });
    const card = within(section('Stamp card'));
    await user.upload(card.getByLabelText('Card logo'), image('menu.pdf', 'application/pdf'));
    expect(await card.findByRole('alert')).toHaveTextContent('Unsupported image');
    expect(card.getByText('No photo yet.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]?.body).toEqual(cardBody(null));
  });

  it('draws one circle per stamp, the filled ones in the stamp colour', async () => {
    await renderLoyalty(createFakeLoyalty());
    const preview = within(section('Stamp card')).getByRole('img', {
      name: 'Stamp card: 3 of 8 stamps',
    });
    const circles = preview.querySelectorAll('li');
    expect(circles).toHaveLength(8);
    expect(preview.querySelectorAll('.stamp-card__stamp--on')).toHaveLength(3);
    expect((circles[0] as HTMLElement).style.background).toBe('rgb(242, 183, 5)');
    expect((circles[3] as HTMLElement).style.background).toBe('');
  });

  it('refuses stamps outside 2-20 before sending anything', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    const card = within(section('Stamp card'));
    await user.clear(card.getByLabelText('Stamps needed'));
    await user.type(card.getByLabelText('Stamps needed'), '21');
    await user.clear(card.getByLabelText('Reward'));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(card.getByLabelText('Stamps needed')).toHaveAccessibleDescription(
      'From 2 to 20. Enter a number from 2 to 20.',
    );
    expect(card.getByLabelText('Reward')).toHaveAccessibleDescription('Fill in this field.');
    expect(fake.calls).toEqual([]);
  });

  it("shows the server's 422 on its field", async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    fake.answer('put', apiPaths.merchantStampCard, () =>
      HttpResponse.json(
        {
          status: false,
          message: 'The given data was invalid.',
          data: { errors: { reward: ['The reward may not be used.'] } },
        },
        { status: 422 },
      ),
    );
    const card = within(section('Stamp card'));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('The reward may not be used.')).toBeInTheDocument();
    expect(card.getByLabelText('Reward')).toHaveAccessibleDescription(
      'The reward may not be used.',
    );
    expect(card.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
  });

  it('explains a programme the plan does not include, with a link to the plans', async () => {
    const fake = createFakeLoyalty({
      overview: sampleOverview({
        allowed: { stamp_card: true, point_collection: false, membership: false },
        points: null,
        membership: null,
      }),
    });
    await renderLoyalty(fake);
    for (const name of ['Points', 'Membership']) {
      const refused = within(section(name));
      expect(refused.getByText('Your plan does not include this feature')).toBeInTheDocument();
      expect(refused.getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
        'href',
        '/price',
      );
      expect(refused.queryByRole('switch')).not.toBeInTheDocument();
      expect(refused.queryByRole('textbox')).not.toBeInTheDocument();
      expect(refused.queryByRole('spinbutton')).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(within(section('Stamp card')).getByLabelText('Stamps needed')).toBeInTheDocument();
  });

  it('saves the points programme and refuses 0 points', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    const points = within(section('Points'));
    const field = points.getByLabelText('Points per 1,000 MMK');
    expect(field).toHaveValue(10);
    await user.clear(field);
    await user.type(field, '0');
    await user.click(points.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Enter a number from 1 to 1,000.');
    expect(fake.calls).toEqual([]);
    await user.clear(field);
    await user.type(field, '25');
    await user.click(points.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls).toEqual([
        {
          method: 'PUT',
          path: 'points',
          body: { enabled: true, points_per_1000: 25 },
          idempotencyKey: null,
        },
      ]),
    );
  });

  it('lists the rewards and adds one in a dialog that holds the focus', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    const points = within(section('Points'));
    const list = within(points.getByRole('list'));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Samosa plate50 pointsAvailable'),
      expect.stringContaining('Birthday cake1,200 pointsNot available'),
    ]);
    await user.click(points.getByRole('button', { name: 'Add reward' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add reward' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.');
    expect(dialog.getByLabelText('Points')).toHaveAccessibleDescription('Fill in this field.');
    expect(fake.calls).toEqual([]);
    await user.type(dialog.getByLabelText('Name'), 'Iced coffee');
    await user.type(dialog.getByLabelText('Points'), '80');
    // Tab goes round inside the dialog.
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        path: 'rewards',
        body: { name: 'Iced coffee', points: 80, available: true },
        idempotencyKey: null,
      },
    ]);
    expect(await points.findByText('Iced coffee')).toBeInTheDocument();
  });

  it('edits and deletes a reward', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    const points = within(section('Points'));
    await user.click(points.getByRole('button', { name: 'Edit Birthday cake' }));
    const edit = within(screen.getByRole('dialog', { name: 'Edit reward' }));
    expect(edit.getByLabelText('Points')).toHaveValue(1200);
    await user.click(edit.getByRole('checkbox', { name: 'Available' }));
    await user.clear(edit.getByLabelText('Points'));
    await user.type(edit.getByLabelText('Points'), '1000');
    await user.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls[0]).toEqual({
      method: 'PUT',
      path: 'rewards/2',
      body: { name: 'Birthday cake', points: 1000, available: true },
      idempotencyKey: null,
    });

    await user.click(points.getByRole('button', { name: 'Delete Samosa plate' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete reward' }));
    expect(
      confirm.getByText('Delete “Samosa plate”? Customers can no longer redeem it.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls[1]).toMatchObject({ method: 'DELETE', path: 'rewards/1' });
    await waitFor(() => expect(points.queryByText('Samosa plate')).not.toBeInTheDocument());
  });

  it('shows the members and saves the member discount (0-20)', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    const membership = within(section('Membership'));
    expect(membership.getByText('42 members')).toBeInTheDocument();
    const field = membership.getByLabelText('Member discount (%)');
    expect(field).toHaveValue(5);
    await user.clear(field);
    await user.type(field, '21');
    await user.click(membership.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('From 0 to 20. Enter a number from 0 to 20.');
    await user.clear(field);
    await user.type(field, '20');
    await user.click(membership.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls).toEqual([
        {
          method: 'PUT',
          path: 'membership',
          body: { enabled: true, discount_percent: 20 },
          idempotencyKey: null,
        },
      ]),
    );
  });

  it('says when the programmes could not be loaded, and tries again', async () => {
    const fake = createFakeLoyalty();
    let failing = true;
    server.use(
      http.get(apiUrl(fillPath(apiPaths.merchantLoyalty, { merchantId: MERCHANT_ID })), () =>
        failing ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderWithProviders(<LoyaltyPage />, {
      route: '/store/loyalty',
      path: '/store/loyalty',
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your loyalty programmes could not be loaded.',
    );
    failing = false;
    server.use(...fake.handlers);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Counter' })).toBeInTheDocument();
  });

  it('links back to the store editor', async () => {
    await renderLoyalty(createFakeLoyalty());
    expect(screen.getByRole('link', { name: 'Back to your store' })).toHaveAttribute(
      'href',
      '/store',
    );
  });
});

describe('/store/loyalty for a cashier', () => {
  it('shows the counter only: the programmes are the owner’s and managers’', async () => {
    server.use(...createFakeLoyalty().handlers);
    await renderWithProviders(<LoyaltyPage />, {
      route: '/store/loyalty',
      path: '/store/loyalty',
      preloadedState: {
        session: { ...loggedIn.session, user: { ...loggedIn.session.user, role: 'cashier' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Counter' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Stamp card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your store' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find' })).toBeInTheDocument();
  });
});
