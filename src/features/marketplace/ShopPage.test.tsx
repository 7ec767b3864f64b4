import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderApp } from '../../test/renderWithProviders';
import { cityPhone, goldenTea, shweYee, shwePyiBeauty } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';

/** An instant given as the time on a Yangon clock (UTC+06:30). */
const yangon = (iso: string) => Date.parse(`${iso}+06:30`);
/** 3 March 2025 is a Monday. */
const MONDAY_10AM = yangon('2025-03-03T10:00:00');

async function openShop(slug: string, now = MONDAY_10AM) {
  const rendered = await renderApp({
    route: `/shops/${encodeURIComponent(slug)}`,
    extra: { now: () => now },
  });
  return rendered;
}

const hours = () => screen.getByRole('region', { name: 'Opening hours' });
/** The rows of an hours table as 'day: hours'. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => {
      const [day, span] = [within(row).getByRole('rowheader'), within(row).getByRole('cell')];
      return `${day.textContent}: ${span.textContent}`;
    });

describe('/shops/:slug, a store page', () => {
  it('shows the shop: cover, logo, name, category, place, description, address and phone', async () => {
    await openShop(shweYee.slug);
    expect(
      await screen.findByRole('heading', { level: 1, name: shweYee.name }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${shweYee.name} | Merchant Marketplace`);
    const main = screen.getByRole('main');
    // The cover is the first thing seen: it is not left to lazy loading.
    const [cover, logo] = within(main).getAllByRole('presentation');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover?.getAttribute('src')).toContain('/api/photos/ph_shweyee_cover/');
    expect(logo?.getAttribute('src')).toContain('/api/photos/ph_shweyee_logo/');
    // Every listed shop has a verified phone: a badge that tells nothing is not shown.
    expect(within(main).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Tea Shop' })).toHaveAttribute(
      'href',
      `/customer?category=${shweYee.category.id}`,
    );
    expect(within(main).getByRole('link', { name: 'Bahan, Yangon West' })).toHaveAttribute(
      'href',
      `/customer?district=${shweYee.district.id}&township=${shweYee.township.id}`,
    );
    expect(within(main).getByText(/Mohinga and milk tea since 1998/)).toHaveTextContent(
      'Mohinga and milk tea since 1998. Family tables upstairs.',
    );
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('AddressNo. 12, Dhammazedi Road, Bahan, Yangon West');
    expect(within(contact).getByRole('link', { name: '09420012345' })).toHaveAttribute(
      'href',
      'tel:+959420012345',
    );
    // The shop takes orders: each available menu item can be added (Shan Noodles is not sold now).
    expect(
      within(main)
        .getAllByRole('button', { name: /^Add to order/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Add to order: လက်ဖက်ရည်', 'Add to order: Mohinga']);
  });

  it('lists the week’s hours from Monday, marks today, and says Open now inside them', async () => {
    await openShop(shweYee.slug);
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    expect(within(hours()).getByRole('status')).toHaveTextContent('Open now');
    expect(rowsOf(within(hours()).getByRole('table'))).toEqual([
      'MondayToday: 06:00 – 20:00',
      'Tuesday: 06:00 – 20:00',
      'Wednesday: 06:00 – 20:00',
      'Thursday: 06:00 – 20:00',
      'Friday: 06:00 – 20:00',
      'Saturday: 07:00 – 18:00',
      'Sunday: Closed',
    ]);
  });

  it.each([
    { when: 'Monday 05:59, before opening', local: '2025-03-03T05:59:00', status: 'Closed' },
    { when: 'Monday 06:00, at opening', local: '2025-03-03T06:00:00', status: 'Open now' },
    { when: 'Monday 19:59', local: '2025-03-03T19:59:00', status: 'Open now' },
    { when: 'Monday 20:00, at closing', local: '2025-03-03T20:00:00', status: 'Closed' },
    { when: 'Saturday 17:30', local: '2025-03-08T17:30:00', status: 'Open now' },
    { when: 'Sunday noon, a closed day', local: '2025-03-09T12:00:00', status: 'Closed' },
  ])('on Myanmar time, $when: $status', async ({ local, status }) => {
    await openShop(shweYee.slug, yangon(local));
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    expect(within(hours()).getByRole('status')).toHaveTextContent(new RegExp(`^${status}$`));
  });

  it('reads the clock in Myanmar, not in the browser’s zone: Sunday 23:45 UTC is Monday 06:15', async () => {
    await openShop(shweYee.slug, Date.parse('2025-03-09T23:45:00Z'));
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    expect(within(hours()).getByRole('status')).toHaveTextContent('Open now');
    expect(within(hours()).getByRole('row', { name: /Today/ })).toHaveTextContent('Monday');
  });

  it('lists the branches with their address, phone, hours and whether they are open', async () => {
    // Sunday 08:00: the shop is closed, its Sanchaung branch (open daily 07:00-21:00) is open.
    await openShop(shweYee.slug, yangon('2025-03-09T08:00:00'));
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    expect(within(hours()).getByRole('status')).toHaveTextContent('Closed');
    const branches = screen.getByRole('region', { name: 'Branches' });
    const branch = within(branches).getByRole('listitem');
    expect(within(branch).getByRole('heading', { level: 3 })).toHaveTextContent('Sanchaung branch');
    expect(within(branch).getByRole('status')).toHaveTextContent('Open now');
    expect(branch).toHaveTextContent('No. 5, Bagaya Road, Sanchaung');
    expect(within(branch).getByRole('link', { name: '09420012346' })).toHaveAttribute(
      'href',
      'tel:+959420012346',
    );
    const table = within(branch).getByRole('table', { name: 'Opening hours of Sanchaung branch' });
    expect(rowsOf(table)).toHaveLength(7);
    expect(rowsOf(table)[6]).toBe('SundayToday: 07:00 – 21:00');
  });

  it('groups a menu by its sections, in the shop’s order, with prices in MMK and unavailable items marked', async () => {
    await openShop(shweYee.slug);
    const menu = await screen.findByRole('region', { name: 'Menu' });
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tea & Coffee', 'Noodles']);
    const noodles = within(menu).getByRole('region', { name: 'Noodles' });
    const items = within(noodles).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent),
    ).toEqual(['Mohinga', 'Shan Noodles']);
    expect(items[0]).toHaveTextContent('Rice noodles in fish soup.');
    expect(items[0]).toHaveTextContent('2,500 MMK');
    expect(items[0]).not.toHaveTextContent('Unavailable');
    expect(items[1]).toHaveTextContent('3,000 MMK');
    expect(within(items[1]!).getByText('Unavailable')).toBeInTheDocument();
    expect(within(menu).getByRole('region', { name: 'Tea & Coffee' })).toHaveTextContent(
      'လက်ဖက်ရည်Sweet milk tea.1,200 MMK',
    );
  });

  it('shows products, then services', async () => {
    await openShop(cityPhone.slug);
    await screen.findByRole('heading', { level: 1, name: cityPhone.name });
    const groups = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((name) => ['Products', 'Services', 'Menu'].includes(name ?? ''));
    expect(groups).toEqual(['Products', 'Services']);
    expect(screen.getByRole('region', { name: 'Products' })).toHaveTextContent(
      'USB-C charger20 W.18,500 MMK',
    );
    expect(screen.getByRole('region', { name: 'Services' })).toHaveTextContent(
      'Screen repair45,000 MMK',
    );
    // A number given with +95 dials as it is.
    expect(screen.getByRole('link', { name: '+959791234567' })).toHaveAttribute(
      'href',
      'tel:+959791234567',
    );
  });

  it('leaves out what a shop does not have: cover, logo, branches', async () => {
    await openShop(shwePyiBeauty.slug);
    await screen.findByRole('heading', { level: 1, name: shwePyiBeauty.name });
    expect(within(screen.getByRole('main')).queryAllByRole('presentation')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Branches' })).not.toBeInTheDocument();
  });

  it('is open until midnight when it closes at 24:00', async () => {
    await openShop(goldenTea.slug, yangon('2025-03-03T23:59:00'));
    await screen.findByRole('heading', { level: 1, name: goldenTea.name });
    expect(within(hours()).getByRole('status')).toHaveTextContent('Open now');
    expect(within(hours()).getByRole('row', { name: /Today/ })).toHaveTextContent('05:30 – 24:00');
  });

  it('says Shop not found for a shop that does not exist or is not listed, with the way back', async () => {
    const { user, router } = await openShop('no-such-shop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Shop not found | Merchant Marketplace');
    expect(
      screen.getByText(
        'This shop does not exist, or it is not listed on the marketplace any more.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Browse shops' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Shop' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/customer');
  });

  it('offers to try again when the shop cannot be loaded', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl(apiPaths.marketplaceShop), () =>
        failures-- > 0
          ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
          : HttpResponse.json(goldenTea),
      ),
    );
    const { user } = await openShop(goldenTea.slug);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: goldenTea.name }),
    ).toBeInTheDocument();
  });
});
