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
