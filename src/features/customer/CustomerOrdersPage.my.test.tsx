import { screen, waitFor, within } from '@testing-library/react';
import { selectCustomerSignedIn } from '../../shared/customer/customerSession';
import { fakeCustomerServer, placedOrder, renderCustomerOrders } from './testSetup';

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('/my/orders in Burmese', () => {
  it('lists orders in Burmese with Myanmar digits', async () => {
    const { rendered } = renderCustomerOrders('my');
    await rendered;
    const placed = within(
      (await screen.findByRole('heading', { level: 3, name: 'အော်ဒါ #၁၂' })).closest('li')!,
    );
    expect(placed.getByText('မှာယူပြီး၊ ဆိုင်၏ အဖြေကို စောင့်နေသည်')).toBeInTheDocument();
    expect(placed.getByText('၂ × Mohinga — ၅,၀၀၀ ကျပ်')).toBeInTheDocument();
    expect(placed.getByText('စုစုပေါင်း - ၈,၀၀၀ ကျပ်')).toBeInTheDocument();
    expect(placed.getByText(/စားပွဲ ၇/)).toBeInTheDocument();
    const rejected = within(card('အော်ဒါ #၁၁'));
    expect(rejected.getByText('ငြင်းပယ်ခံရသည်')).toBeInTheDocument();
    expect(rejected.getByText('အကြောင်းပြချက် - Sold out today')).toBeInTheDocument();
    expect(screen.getByText('အတည်ပြုပြီး')).toBeInTheDocument();
  });

  it('reads a reservation’s day and time as a Burmese date, with Myanmar digits', async () => {
    const { rendered } = renderCustomerOrders('my');
    await rendered;
    const reservation = within(
      (
        await screen.findByRole('heading', {
          level: 3,
          name: 'ဗုဒ္ဓဟူးနေ့၊ ဒီဇင်ဘာလ ၃၀ ရက်၊ ၁၈:၃၀',
        })
      ).closest('li')!,
    );
    expect(reservation.getByText('အတည်ပြုပြီး')).toBeInTheDocument();
    expect(screen.queryByText(/2099|\d{4}-\d{2}-\d{2}/)).not.toBeInTheDocument();
  });

  it('cancels an order in Burmese', async () => {
    const { rendered } = renderCustomerOrders('my');
    const { user } = await rendered;
    await screen.findByRole('heading', { level: 3, name: 'အော်ဒါ #၁၂' });
    await user.click(within(card('အော်ဒါ #၁၂')).getByRole('button', { name: 'အော်ဒါ ပယ်ဖျက်ရန်' }));
    await waitFor(() =>
      expect(within(card('အော်ဒါ #၁၂')).getByText('ပယ်ဖျက်ပြီး')).toBeInTheDocument(),
    );
  });

  it('shows and announces a live change in Burmese', async () => {
    const { fake, rendered } = renderCustomerOrders('my');
    await rendered;
    await screen.findByRole('heading', { level: 3, name: 'အော်ဒါ #၁၂' });
    expect(await screen.findByText('တိုက်ရိုက်')).toBeInTheDocument();
    fake.push({ kind: 'order', order: { ...placedOrder, state: 'ready' } });
    await waitFor(() =>
      expect(within(card('အော်ဒါ #၁၂')).getByText('လာယူရန် အသင့်ဖြစ်ပြီ')).toBeInTheDocument(),
    );
    expect(
      screen.getByText('Golden Tea House ဆိုင်ရှိ အော်ဒါ #၁၂ သည် ယခု - လာယူရန် အသင့်ဖြစ်ပြီ။'),
    ).toBeInTheDocument();
  });

  it('signs out in Burmese', async () => {
    const { rendered } = renderCustomerOrders('my');
    const { user, store } = await rendered;
    await screen.findByRole('heading', { level: 3, name: 'အော်ဒါ #၁၂' });
    await user.click(screen.getByRole('button', { name: 'အကောင့်ထွက်ရန်' }));
    await waitFor(() => expect(selectCustomerSignedIn(store.getState())).toBe(false));
  });
});

describe('/my/orders: an order paid at the counter (my)', () => {
  it('ငွေရပြီးဟု မှတ်ထားသော အော်ဒါကို ပြသည်', async () => {
    const paid = {
      ...placedOrder,
      id: 31,
      number: 13,
      state: 'completed' as const,
      payment: { method: 'cash' as const, paid_at: '2026-11-25T03:20:00.000Z' },
    };
    const fake = fakeCustomerServer({ activity: { orders: [paid], reservations: [] } });
    const { rendered } = renderCustomerOrders('my', { fake });
    await rendered;
    const card = await screen.findByRole('heading', { level: 3, name: /၁၃/ });
    expect(within(card.closest('li')!).getByText('ငွေပေးပြီး · ငွေသား')).toBeInTheDocument();
  });
});
