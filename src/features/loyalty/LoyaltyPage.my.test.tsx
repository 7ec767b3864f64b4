import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { createFakeLoyalty, renderLoyalty, sampleOverview, section } from './loyaltyTestKit';

jest.setTimeout(20_000);

describe('/store/loyalty in Burmese', () => {
  it('shows the programmes with Myanmar digits', async () => {
    await renderLoyalty(createFakeLoyalty(), { language: 'my' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'သစ္စာရှိဖောက်သည် အစီအစဉ်' }),
    ).toBeInTheDocument();
    const card = within(section('တံဆိပ်ကတ်'));
    expect(card.getByRole('switch', { name: 'ဖွင့်ထားသည်' })).toBeChecked();
    expect(card.getByLabelText('လိုအပ်သော တံဆိပ်အရေအတွက်')).toHaveValue(8);
    expect(card.getByLabelText('ကတ်အရောင်')).toHaveValue('#1f3a5f');
    expect(card.getByLabelText('တံဆိပ်အရောင်')).toHaveValue('#f2b705');
    expect(card.getByRole('img', { name: 'တံဆိပ်ကတ်- တံဆိပ် ၈ ခုအနက် ၃ ခု' })).toBeInTheDocument();
    const points = within(section('ပွိုင့်'));
    expect(points.getByText('၁,၂၀၀ ပွိုင့်')).toBeInTheDocument();
    expect(points.getByRole('button', { name: 'Samosa plate ကို ပြင်ရန်' })).toBeInTheDocument();
    expect(within(section('အသင်းဝင်စနစ်')).getByText('အသင်းဝင် ၄၂ ဦး')).toBeInTheDocument();
  });

  it('refuses stamps outside 2-20 in Burmese', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake, { language: 'my' });
    const card = within(section('တံဆိပ်ကတ်'));
    const field = card.getByLabelText('လိုအပ်သော တံဆိပ်အရေအတွက်');
    await user.clear(field);
    await user.type(field, '1');
    await user.click(card.getByRole('button', { name: 'သိမ်းရန်' }));
    expect(field).toHaveAccessibleDescription('၂ မှ ၂၀ အထိ။ ၂ မှ ၂၀ အထိ ကိန်းတစ်ခု ထည့်ပါ။');
    expect(fake.calls).toEqual([]);
  });

  it('explains a programme the plan does not include', async () => {
    await renderLoyalty(
      createFakeLoyalty({
        overview: sampleOverview({
          allowed: { stamp_card: false, point_collection: true, membership: true },
          stamp_card: null,
        }),
      }),
      { language: 'my' },
    );
    const card = within(section('တံဆိပ်ကတ်'));
    expect(card.getByText('သင့်အစီအစဉ်တွင် ဤဝန်ဆောင်မှု မပါဝင်ပါ')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'အစီအစဉ်များကို ကြည့်ပြီး အဆင့်မြှင့်ရန်' })).toHaveAttribute(
      'href',
      '/price',
    );
    expect(card.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('finds a customer and adds a stamp, the key kept for a retry', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake, { language: 'my' });
    const counter = within(section('ကောင်တာ'));
    await user.type(counter.getByLabelText('ဖုန်းနံပါတ်'), '09420000123');
    await user.click(counter.getByRole('button', { name: 'ရှာရန်' }));
    await screen.findByRole('region', { name: 'Ko Aung' });
    const customer = within(section('Ko Aung'));
    expect(customer.getByText('၀၉၄၂၀၀၀၀၁၂၃')).toBeInTheDocument();
    expect(customer.getByText('အသင်းဝင်')).toBeInTheDocument();
    expect(customer.getByText('တံဆိပ်- ၈ ခုအနက် ၃ ခု')).toBeInTheDocument();
    expect(customer.getByText('ပွိုင့် လက်ကျန်- ၁၅၀')).toBeInTheDocument();

    const keys: (string | null)[] = [];
    fake.answer('post', apiPaths.merchantCounterStamp, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return keys.length === 1
        ? HttpResponse.error()
        : HttpResponse.json({ ...fake.customers.get('09420000123'), stamps: 4 });
    });
    await user.click(customer.getByRole('button', { name: 'တံဆိပ် ထည့်ရန်' }));
    expect(await customer.findByRole('alert')).toHaveTextContent('အဖြေ မရသဖြင့် တံဆိပ် ထည့်ပြီး မဟုတ်နိုင်ပါ။');
    await user.click(customer.getByRole('button', { name: 'တံဆိပ် ထည့်ရန်' }));
    expect(await customer.findByText('တံဆိပ် ထည့်ပြီးပါပြီ။')).toBeInTheDocument();
    expect(customer.getByText('တံဆိပ်- ၈ ခုအနက် ၄ ခု')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers Undo after a stamp, in Burmese', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake, { language: 'my' });
    const counter = within(section('ကောင်တာ'));
    await user.type(counter.getByLabelText('ဖုန်းနံပါတ်'), '09420000123');
    await user.click(counter.getByRole('button', { name: 'ရှာရန်' }));
    await screen.findByRole('region', { name: 'Ko Aung' });
    const customer = within(section('Ko Aung'));
    await user.click(customer.getByRole('button', { name: 'တံဆိပ် ထည့်ရန်' }));
    expect(await customer.findByText('တံဆိပ်- ၈ ခုအနက် ၄ ခု')).toBeInTheDocument();
    await user.click(customer.getByRole('button', { name: 'ပြန်ဖျက်ရန်' }));
    expect(await customer.findByText('တံဆိပ်ကို ပြန်ဖျက်ပြီးပါပြီ။')).toBeInTheDocument();
    expect(customer.getByText('တံဆိပ်- ၈ ခုအနက် ၃ ခု')).toBeInTheDocument();
  });

  it('says in Burmese that a reward was already redeemed', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake, { language: 'my' });
    const counter = within(section('ကောင်တာ'));
    await user.type(counter.getByLabelText('ဖုန်းနံပါတ်'), '09420000123');
    await user.click(counter.getByRole('button', { name: 'ရှာရန်' }));
    await screen.findByRole('region', { name: 'Ko Aung' });
    fake.answer('post', apiPaths.merchantRedeemStampReward, () =>
      HttpResponse.json({ message: 'x', reason: 'already_redeemed' }, { status: 409 }),
    );
    await user.click(within(section('Ko Aung')).getByRole('button', { name: 'လဲလှယ်ပြီးဟု မှတ်ရန်' }));
    expect(await within(section('Ko Aung')).findByRole('alert')).toHaveTextContent(
      '“A free milk tea” ကို လဲလှယ်ပြီးသား ဖြစ်ပါသည်။ စာရင်းကို ယခု အသစ်ပြင်ပြီးပါပြီ။',
    );
    await waitFor(() => expect(fake.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('redeems a points code and shows the new balance in Myanmar digits', async () => {
    const { user } = await renderLoyalty(createFakeLoyalty(), { language: 'my' });
    const counter = within(section('ကောင်တာ'));
    await user.type(counter.getByLabelText('ကုဒ်'), '123456');
    await user.click(counter.getByRole('button', { name: 'လဲလှယ်ရန်' }));
    expect(
      await counter.findByText('Samosa plate ကို ပွိုင့် ၅၀ ဖြင့် လဲလှယ်ပြီးပါပြီ။ လက်ကျန်အသစ်- ပွိုင့် ၁၀၀။'),
    ).toBeInTheDocument();
  });

  it.each([
    [404, 'code_unknown', 'ဤကုဒ်သည် သင့်ဆိုင်၏ ကုဒ် မဟုတ်ပါ။ ဂဏန်းများကို စစ်ကြည့်ပါ။'],
    [409, 'code_used', 'ဤကုဒ်ကို အသုံးပြုပြီးသား ဖြစ်ပါသည်။'],
    [422, 'code_expired', 'ဤကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ဖောက်သည်ကို ကုဒ်အသစ် ပြခိုင်းပါ။'],
    [409, 'not_enough_points', 'ဤဆုလက်ဆောင်အတွက် ဖောက်သည်တွင် ပွိုင့် မလုံလောက်ပါ။'],
  ])('words the refusal %i %s in Burmese', async (status, reason, words) => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake, { language: 'my' });
    fake.answer('post', apiPaths.merchantRedeemCode, () =>
      HttpResponse.json({ message: 'Refused', reason }, { status }),
    );
    const counter = within(section('ကောင်တာ'));
    await user.type(counter.getByLabelText('ကုဒ်'), '654321');
    await user.click(counter.getByRole('button', { name: 'လဲလှယ်ရန်' }));
    expect(await counter.findByRole('alert')).toHaveTextContent(words);
  });
});
