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

/** Shwe Yee delivering to Sanchaung (1,500 from 10,000, 30 min) and Kamayut (free, 45 min). */
function servedDelivering() {
  const shop: ShopPageResponse = {
    ...shweYee,
    delivery: [
      { township: { id: 21, name: 'Sanchaung' }, fee: 1500, min_total: 10_000, eta_minutes: 30 },
      { township: { id: 22, name: 'Kamayut' }, fee: 0, min_total: 0, eta_minutes: 45 },
    ],
  };
  server.use(http.get(apiUrl(apiPaths.marketplaceShop), () => HttpResponse.json(shop)));
}

const basket = () => screen.getByRole('region', { name: /^(Your order|Order placed|သင့်အော်ဒါ)/ });

describe('delivery on a store page', () => {
  it('says where the shop delivers, for what and from how much', async () => {
    servedDelivering();
    await openStorePage(shopRoute(shweYee.slug));
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    const panel = within(screen.getByRole('region', { name: 'Delivery' }));
    const areas = panel.getAllByRole('listitem');
    expect(areas[0]).toHaveTextContent(
      'Delivers to Sanchaung (1,500 MMK, min 10,000 MMK) about 30 min',
    );
    expect(areas[1]).toHaveTextContent('Delivers to Kamayut (free, min 0 MMK) about 45 min');
  });

  it('asks for the township, address and phone, adds the fee and sends the delivery', async () => {
    servedDelivering();
    const sent = fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    // Four Mohinga: 10,000 MMK, Sanchaung's least.
    for (let i = 0; i < 4; i += 1) {
      await user.click(screen.getByRole('button', { name: /^Add to order: Mohinga/ }));
    }
    await user.click(within(basket()).getByRole('radio', { name: 'Delivery' }));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(within(basket()).getByText('Choose the township to deliver to.')).toBeInTheDocument();
    expect(sent.orders).toHaveLength(0);

    const township = within(basket()).getByRole('combobox', { name: 'Township' });
    expect(
      within(township)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a township', 'Sanchaung · 1,500 MMK', 'Kamayut · 0 MMK']);
    await user.selectOptions(township, 'Sanchaung · 1,500 MMK');
    await user.type(
      within(basket()).getByRole('textbox', { name: 'Address' }),
      'No. 12, Baho Road, 3rd floor',
    );
    await user.type(within(basket()).getByRole('textbox', { name: 'Phone for the rider' }), '0945');
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(
      within(basket()).getByText('Enter a Myanmar mobile number, such as 09 123 456 789.'),
    ).toBeInTheDocument();
    await user.type(
      within(basket()).getByRole('textbox', { name: 'Phone for the rider' }),
      '0 000 111',
    );
    expect(within(basket()).getByText(/Delivery fee/)).toHaveTextContent('Delivery fee: 1,500 MMK');
    expect(within(basket()).getByText(/Estimated total/)).toHaveTextContent(
      'Estimated total: 11,500 MMK',
    );
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('status')).toHaveTextContent('Order number 27');
    expect(sent.orders[0]!.body).toMatchObject({
      table: null,
      delivery: { township_id: 21, address: 'No. 12, Baho Road, 3rd floor', phone: '09450000111' },
    });
  });

  it('offers the last delivery’s address, and says when the order is below the township’s least', async () => {
    servedDelivering();
    server.use(
      http.get(apiUrl(apiPaths.customerMe), () =>
        HttpResponse.json({
          id: 3,
          phone: '09420000001',
          name: 'Ko Aung',
          delivery: { township_id: 21, address: 'No. 5, Kyun Taw Road', phone: '09420000001' },
        }),
      ),
    );
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      signedIn: true,
      language: 'my',
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'အော်ဒါထဲ ထည့်ရန်: Mohinga' }));
    await user.click(within(basket()).getByRole('radio', { name: 'ပို့ဆောင်ပေးရန်' }));
    expect(within(basket()).getByRole('combobox', { name: 'မြို့နယ်' })).toHaveValue('21');
    expect(within(basket()).getByRole('textbox', { name: 'လိပ်စာ' })).toHaveValue(
      'No. 5, Kyun Taw Road',
    );
    expect(
      within(basket()).getByText('Sanchaung မြို့နယ်သို့ ၁၀,၀၀၀ ကျပ်နှင့်အထက် အော်ဒါများကိုသာ ပို့ဆောင်ပေးပါသည်။'),
    ).toBeInTheDocument();
  });

  it('offers no delivery at a shop that does not deliver', async () => {
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: Mohinga' }));
    expect(within(basket()).queryByRole('radio', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
  });
});

describe('delivery for later', () => {
  it('asks when to deliver while the shop is closed, and sends that time with the delivery', async () => {
    const shop: ShopPageResponse = {
      ...shweYee,
      orders_for_later: true,
      // Closed on the tests' Monday; open on Tuesday morning.
      hours: [{ weekday: 2, opens: '06:00', closes: '06:30' }],
      delivery: [{ township: { id: 22, name: 'Kamayut' }, fee: 0, min_total: 0, eta_minutes: 45 }],
    };
    server.use(http.get(apiUrl(apiPaths.marketplaceShop), () => HttpResponse.json(shop)));
    const sent = fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: Mohinga' }));
    await user.click(within(basket()).getByRole('radio', { name: 'Delivery' }));
    expect(
      within(basket()).getByText(
        'The shop is closed now: choose when it should deliver your order.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(
      within(basket()).getByRole('combobox', { name: 'Delivery time' }),
      'Tomorrow 06:15',
    );
    await user.selectOptions(
      within(basket()).getByRole('combobox', { name: 'Township' }),
      'Kamayut · 0 MMK',
    );
    await user.type(within(basket()).getByRole('textbox', { name: 'Address' }), 'No. 3, Hledan');
    await user.type(
      within(basket()).getByRole('textbox', { name: 'Phone for the rider' }),
      '09450000111',
    );
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('status')).toHaveTextContent('Order number 27');
    // Tuesday 4 March 2025, 06:15 in Yangon.
    expect(sent.orders[0]!.body).toMatchObject({
      pickup_at: '2025-03-03T23:45:00.000Z',
      delivery: { township_id: 22 },
    });
  });
});
