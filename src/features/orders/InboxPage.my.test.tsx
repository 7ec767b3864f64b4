import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { apiUrl, server } from '../../test/server';
import { MERCHANT_ID, createFakeInbox, renderInbox, sampleOrder } from './inboxTestKit';

jest.setTimeout(20_000);

const orderCard = (number: string) =>
  screen
    .getByRole('heading', { level: 3, name: new RegExp(`^အော်ဒါ #${number} `) })
    .closest('li') as HTMLElement;

describe('/store/orders in Burmese', () => {
  it('lists the orders with Myanmar digits and kyats', async () => {
    await renderInbox(createFakeInbox(), { language: 'my' });
    expect(screen.getByRole('heading', { level: 1, name: 'အော်ဒါများ' })).toBeInTheDocument();
    const first = within(orderCard('၁၀၁'));
    expect(first.getByText('၀၉:၁၅ တွင် မှာယူသည် · စားပွဲ ၄')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '၀၉၄၂၀၀၀၀၁၂၃' })).toHaveAttribute(
      'href',
      'tel:09420000123',
    );
    expect(first.getByText('စုစုပေါင်း: ၄,၅၀၀ ကျပ်')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'လက်ခံရန်' })).toBeInTheDocument();
    expect(await screen.findByText('တိုက်ရိုက်')).toBeInTheDocument();
  });

  it('reads a reservation’s day and time as a Burmese date, with Myanmar digits', async () => {
    await renderInbox(createFakeInbox(), { language: 'my' });
    const reservation = within(
      screen.getByRole('heading', { level: 3, name: /ကြိုတင်နေရာယူမှု/ }).closest('li') as HTMLElement,
    );
    expect(reservation.getByText('ဗုဒ္ဓဟူးနေ့၊ နိုဝင်ဘာလ ၂၅ ရက်၊ ၁၈:၃၀')).toBeInTheDocument();
    expect(reservation.queryByText(/\d/)).not.toBeInTheDocument();
  });

  it('filters by state', async () => {
    const { user } = await renderInbox(createFakeInbox(), { language: 'my' });
    await user.selectOptions(screen.getByLabelText('ပြသရန်'), 'ပြီးဆုံး');
    expect(screen.getByRole('heading', { name: /^အော်ဒါ #၁၀၃ / })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^အော်ဒါ #၁၀၁ / })).not.toBeInTheDocument();
  });

  it('rejects with a reason, and refuses an empty one', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake, { language: 'my' });
    await user.click(within(orderCard('၁၀၁')).getByRole('button', { name: 'ငြင်းပယ်ရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'အော်ဒါ #၁၀၁ ကို ငြင်းပယ်ရန်' });
    await user.click(within(dialog).getByRole('button', { name: 'ငြင်းပယ်ရန်' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('အကြောင်းပြချက် ထည့်ပါ။');
    expect(fake.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('အကြောင်းပြချက်'), 'နို့ကုန်သွားသည်');
    await user.click(within(dialog).getByRole('button', { name: 'ငြင်းပယ်ရန်' }));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]).toMatchObject({ body: { reason: 'နို့ကုန်သွားသည်' } });
  });

  it('says in Burmese which state the order is already in (409)', async () => {
    const { user } = await renderInbox(createFakeInbox(), { language: 'my' });
    server.use(
      http.post(
        apiUrl(
          fillPath(apiPaths.merchantOrderAction, {
            merchantId: MERCHANT_ID,
            orderId: 1,
            action: 'accept',
          }),
        ),
        () =>
          HttpResponse.json(
            { message: 'x', reason: 'illegal_transition', state: 'cancelled' },
            { status: 409 },
          ),
      ),
    );
    await user.click(within(orderCard('၁၀၁')).getByRole('button', { name: 'လက်ခံရန်' }));
    expect(
      await within(orderCard('၁၀၁')).findByText('ဤအော်ဒါသည် ပယ်ဖျက်ပြီး ဖြစ်နေပါပြီ'),
    ).toBeInTheDocument();
  });

  it('adds a live order and counts it in the title with Myanmar digits', async () => {
    const fake = createFakeInbox();
    await renderInbox(fake, { language: 'my' });
    await screen.findByText('တိုက်ရိုက်');
    await waitFor(() => expect(document.title).toMatch(/^\(၂\) အော်ဒါများ \| /));
    fake.send(1, { kind: 'order', order: sampleOrder(50) });
    expect(await screen.findByRole('heading', { name: /^အော်ဒါ #၁၅၀ / })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(၃\) အော်ဒါများ \| /));
  });

  it('explains the plan in Burmese when it does not include orders', async () => {
    await renderInbox(createFakeInbox({ orders: false }), { language: 'my', waitFor: 'none' });
    expect(await screen.findByRole('link', { name: 'အစီအစဉ်များကြည့်ပြီး မြှင့်ရန်' })).toHaveAttribute(
      'href',
      '/price',
    );
  });
});
