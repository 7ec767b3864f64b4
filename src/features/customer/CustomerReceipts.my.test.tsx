import { screen, within } from '@testing-library/react';
import { fakeCustomerServer, placedOrder, renderCustomerOrders } from './testSetup';

describe('/my/orders: an order’s discounts in Burmese', () => {
  it('shows the discounts with Myanmar digits', async () => {
    const fake = fakeCustomerServer({
      activity: {
        orders: [
          {
            ...placedOrder,
            member_discount: 800,
            promo: { code: 'TEA10', discount: 1000 },
            total: 6200,
          },
        ],
        reservations: [],
      },
    });
    const { rendered } = renderCustomerOrders('my', { fake });
    await rendered;
    const card = within(
      (await screen.findByRole('heading', { level: 3, name: 'အော်ဒါ #၁၂' })).closest('li')!,
    );
    expect(card.getByText('လျှော့စျေး မတိုင်မီ ကျသင့်ငွေ - ၈,၀၀၀ ကျပ်')).toBeInTheDocument();
    expect(card.getByText('အသင်းဝင် လျှော့စျေး - −၈၀၀ ကျပ်')).toBeInTheDocument();
    expect(card.getByText('ပရိုမိုကုဒ် TEA10 - −၁,၀၀၀ ကျပ်')).toBeInTheDocument();
  });
});
