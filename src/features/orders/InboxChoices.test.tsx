import { screen, within } from '@testing-library/react';
import type { ShopOrder } from '@contract/orders';
import { createFakeInbox, renderInbox, sampleInbox, sampleOrder } from './inboxTestKit';

jest.setTimeout(20_000);

const card = (heading: RegExp) =>
  screen.getByRole('heading', { level: 3, name: heading }).closest('li') as HTMLElement;

/** Two milk teas, large with an extra egg, as the order kept them. */
const withChoices: Partial<ShopOrder> = {
  lines: [
    {
      item_id: 1,
      name: 'Milk tea',
      price: 2300,
      quantity: 2,
      options: [
        { group: 'Size', group_my: 'အရွယ်', name: 'Large', name_my: 'အကြီး', price: 500 },
        { group: 'Extras', group_my: '', name: 'Extra egg', name_my: '', price: 300 },
      ],
    },
  ],
  subtotal: 4600,
  total: 4600,
};

describe('/store/orders: the choices on an order’s lines', () => {
  it('shows each line’s options under its name', async () => {
    const inbox = sampleInbox({ orders: [sampleOrder(5, withChoices)] });
    await renderInbox(createFakeInbox({ inbox }));
    const order = within(card(/^Order #105 /));
    expect(order.getByText('Large, Extra egg')).toBeInTheDocument();
    expect(order.getByText('4,600 MMK')).toBeInTheDocument();
  });

  it('in Burmese names, English where the shop gave none', async () => {
    const inbox = sampleInbox({ orders: [sampleOrder(5, withChoices)] });
    await renderInbox(createFakeInbox({ inbox }), { language: 'my' });
    expect(screen.getByText('အကြီး၊ Extra egg')).toBeInTheDocument();
  });
});

describe('/store/orders: an order for delivery', () => {
  const delivery: Partial<ShopOrder> = {
    state: 'accepted',
    table: null,
    total: 6000,
    delivery: {
      township: { id: 21, name: 'Sanchaung', name_my: 'စမ်းချောင်း' },
      address: 'No. 12, Baho Road',
      phone: '09450000111',
      fee: 1500,
      eta_minutes: 30,
    },
  };

  it('says where it goes, sends it out and marks it delivered', async () => {
    const fake = createFakeInbox({ inbox: sampleInbox({ orders: [sampleOrder(6, delivery)] }) });
    const { user } = await renderInbox(fake);
    const order = () => within(card(/^Order #106 /));
    expect(
      order().getByText('Delivery to Sanchaung: No. 12, Baho Road · 09450000111'),
    ).toBeInTheDocument();
    expect(order().getByText('Delivery fee: 1,500 MMK · about 30 min')).toBeInTheDocument();
    await user.click(order().getByRole('button', { name: 'Out for delivery' }));
    // Each answer is awaited (a busy CI machine answers slower than the default second).
    await user.click(
      await order().findByRole('button', { name: 'Delivered' }, { timeout: 10_000 }),
    );
    expect(
      await order().findByText('Delivered', { selector: '.inbox-state' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['orders/6/dispatch', 'orders/6/complete']),
    );
  });

  it('says when an order for later is to be delivered', async () => {
    // 06:00 on Thursday 26 November in Yangon.
    const later = sampleOrder(7, { ...delivery, pickup_at: '2026-11-25T23:30:00.000Z' });
    await renderInbox(createFakeInbox({ inbox: sampleInbox({ orders: [later] }) }));
    expect(
      within(card(/^Order #107 /)).getByText('For delivery: Thu 26 Nov, 06:00'),
    ).toBeInTheDocument();
  });

  it('in Burmese', async () => {
    const fake = createFakeInbox({ inbox: sampleInbox({ orders: [sampleOrder(6, delivery)] }) });
    await renderInbox(fake, { language: 'my' });
    expect(
      screen.getByText('စမ်းချောင်း မြို့နယ်သို့ ပို့ရန်- No. 12, Baho Road · ၀၉၄၅၀၀၀၀၁၁၁'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ပို့ဆောင်ရန် ထွက်ပြီ' })).toBeInTheDocument();
  });
});
