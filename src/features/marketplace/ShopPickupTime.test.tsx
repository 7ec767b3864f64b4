import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { ShopPageResponse } from '@contract/store';
import { shweYee } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';
import { clearKeptBaskets, fakeOrdering, openStorePage, shopRoute } from './orderingTestSetup';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

// The tests' clock: Monday 3 March 2025, 10:00 in Yangon.
function servedAs(shop: ShopPageResponse) {
  server.use(http.get(apiUrl(apiPaths.marketplaceShop), () => HttpResponse.json(shop)));
}

const basket = () => screen.getByRole('region', { name: /^(Your order|Order placed|သင့်အော်ဒါ)/ });

describe('orders for later in the basket', () => {
  it('offers as soon as possible or a pickup time while the shop is open, and sends the time', async () => {
    servedAs({ ...shweYee, orders_for_later: true });
    const sent = fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: Mohinga' }));
    const time = within(basket()).getByRole('combobox', { name: 'Pickup time' });
    const options = within(time).getAllByRole('option');
    // 10:15 is the first step 15 minutes ahead; the shop closes at 20:00.
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual([
      'As soon as possible',
      'Today 10:15',
      'Today 10:30',
    ]);
    expect(options.at(-1)?.textContent).toBe('Wednesday 19:45');
    await user.selectOptions(time, 'Today 10:30');
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('status')).toHaveTextContent('Order number 27');
    expect(sent.orders[0]!.body.pickup_at).toBe('2025-03-03T04:00:00.000Z');
  });

  it('asks for a time while the shop is closed, in Burmese', async () => {
    servedAs({
      ...shweYee,
      orders_for_later: true,
      hours: [{ weekday: 2, opens: '06:00', closes: '06:30' }],
    });
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'အော်ဒါထဲ ထည့်ရန်: Mohinga' }));
    const time = within(basket()).getByRole('combobox', { name: 'လာယူမည့်အချိန်' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['အချိန် ရွေးပါ', 'မနက်ဖြန် ၀၆:၀၀', 'မနက်ဖြန် ၀၆:၁၅']);
    expect(
      within(basket()).getByText('ဆိုင် ယခု ပိတ်ထားပါသည်- သင့်အော်ဒါကို လာယူမည့်အချိန်ကို ရွေးပါ။'),
    ).toBeInTheDocument();
  });

  it('shows no pickup time at a shop that takes no orders for later', async () => {
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: Mohinga' }));
    expect(
      within(basket()).queryByRole('combobox', { name: 'Pickup time' }),
    ).not.toBeInTheDocument();
  });
});
