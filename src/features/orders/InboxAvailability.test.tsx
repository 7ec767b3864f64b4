import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { Catalogue } from '@contract/store';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { InboxPage } from './InboxPage';
import { MERCHANT_ID, createFakeInbox, loggedIn, renderInbox } from './inboxTestKit';

jest.setTimeout(20_000);

const item = (id: number, name: string, available: boolean) => ({
  id,
  kind: 'menu_item' as const,
  section_id: 1,
  name,
  description: '',
  price: 1500,
  photo: null,
  available,
});

/** The store's items, and what the availability calls asked (refused while `refusing`). */
function fakeItems(refusing = false) {
  const catalogue: Catalogue = {
    sections: [{ id: 1, name: 'Drinks' }],
    items: [item(1, 'Milk tea', true), item(2, 'Lime juice', false)],
  };
  const asked: Array<{ itemId: number; body: unknown }> = [];
  server.use(
    http.get(apiUrl(fillPath(apiPaths.storeCatalogue, { merchantId: MERCHANT_ID })), () =>
      HttpResponse.json(catalogue),
    ),
    http.put(apiUrl(apiPaths.storeItemAvailability), async ({ request, params }) => {
      const body = (await request.json()) as { available: boolean; branch_id: number | null };
      asked.push({ itemId: Number(params.itemId), body });
      if (refusing) return HttpResponse.json({ message: 'Item not found' }, { status: 404 });
      const found = catalogue.items.find((i) => i.id === Number(params.itemId))!;
      if (body.branch_id === null) found.available = body.available;
      else {
        const others = (found.sold_out_at ?? []).filter((id) => id !== body.branch_id);
        found.sold_out_at = body.available ? others : [...others, body.branch_id];
      }
      return HttpResponse.json(found);
    }),
  );
  return asked;
}

const section = () => screen.getByRole('region', { name: 'Items on sale' });
const sectionShown = () => screen.findByRole('region', { name: 'Items on sale' });

describe('/store/orders: items sold out', () => {
  it('unticks an item that ran out, and says how many are sold out', async () => {
    const asked = fakeItems();
    const { user } = await renderInbox(createFakeInbox());
    expect(
      await within(await sectionShown()).findByText(/^1 item is sold out\./),
    ).toBeInTheDocument();
    await user.click(within(section()).getByText(/^1 item is sold out\./));
    const milkTea = within(section()).getByRole('checkbox', { name: 'Milk tea' });
    expect(milkTea).toBeChecked();
    expect(
      within(section()).getByRole('checkbox', { name: 'Lime juice (sold out)' }),
    ).not.toBeChecked();
    await user.click(milkTea);
    expect(
      await within(section()).findByRole('checkbox', { name: 'Milk tea (sold out)' }),
    ).not.toBeChecked();
    expect(within(section()).getByText(/^2 items are sold out\./)).toBeInTheDocument();
    expect(asked).toEqual([{ itemId: 1, body: { available: false, branch_id: null } }]);
  });

  it('marks an item sold out at the branch the inbox shows, not at the whole shop', async () => {
    const asked = fakeItems();
    const { user } = await renderInbox(createFakeInbox());
    await sectionShown();
    await user.selectOptions(screen.getByLabelText('Branch'), 'Bahan');
    expect(
      within(section()).getByText(
        'At Bahan only: untick an item when it runs out there. Shoppers cannot order it at Bahan until you tick it again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section()).getByText(/^1 item is sold out\./));
    await user.click(within(section()).getByRole('checkbox', { name: 'Milk tea' }));
    expect(
      await within(section()).findByRole('checkbox', { name: 'Milk tea (sold out)' }),
    ).not.toBeChecked();
    expect(asked).toEqual([{ itemId: 1, body: { available: false, branch_id: 11 } }]);
    // The whole shop still sells it.
    await user.selectOptions(screen.getByLabelText('Branch'), 'The shop and every branch');
    expect(within(section()).getByRole('checkbox', { name: 'Milk tea' })).toBeChecked();
  });

  it('puts a refused change back and says so', async () => {
    fakeItems(true);
    const { user } = await renderInbox(createFakeInbox());
    await user.click(await within(await sectionShown()).findByText(/^1 item is sold out\./));
    await user.click(within(section()).getByRole('checkbox', { name: 'Milk tea' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The change to Milk tea could not be saved. Please try again.',
    );
    await waitFor(() =>
      expect(within(section()).getByRole('checkbox', { name: 'Milk tea' })).toBeChecked(),
    );
  });

  it('gives a cashier the inbox and the items, without the way back to the store editor', async () => {
    fakeItems();
    server.use(...createFakeInbox().handlers);
    await renderWithProviders(<InboxPage />, {
      route: '/store/orders',
      path: '/store/orders',
      preloadedState: {
        session: { ...loggedIn.session, user: { ...loggedIn.session.user, role: 'cashier' } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reservations' }),
    ).toBeInTheDocument();
    expect(
      await within(await sectionShown()).findByText(/^1 item is sold out\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your store' })).not.toBeInTheDocument();
  });
});
