import { screen, within } from '@testing-library/react';
import { cityPhone, shweYee } from '../../test/marketplaceFixtures';
import {
  clearKeptBaskets,
  fakeOrdering,
  openStorePage,
  refusal,
  shopRoute,
} from './orderingTestSetup';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const basket = () => screen.getByRole('region', { name: /^(သင့်အော်ဒါ|အော်ဒါ တင်ပြီးပါပြီ)/ });
const add = (name: string) => screen.getByRole('button', { name: `အော်ဒါထဲ ထည့်ရန်: ${name}` });

describe('ordering on a store page in Burmese', () => {
  it('adds, estimates in MMK with Myanmar digits, and places the order', async () => {
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug, '?table=4'), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(add('Mohinga'));
    await user.click(add('Mohinga'));
    expect(within(basket()).getByRole('spinbutton', { name: 'Mohinga အရေအတွက်' })).toHaveValue('၂');
    expect(within(basket()).getByRole('radio', { name: 'စားပွဲ' })).toBeChecked();
    // 2 × 2,500
    expect(basket()).toHaveTextContent('ခန့်မှန်း စုစုပေါင်း: ၅,၀၀၀ ကျပ်');
    await user.click(within(basket()).getByRole('button', { name: 'အော်ဒါတင်ရန်' }));
    expect(await within(basket()).findByRole('status')).toHaveTextContent(
      'အော်ဒါနံပါတ် ၂၇။ ဆိုင်က တွက်ချက်သည့် စုစုပေါင်း- ၅,၂၀၀ ကျပ်။',
    );
    expect(within(basket()).getByRole('link', { name: 'ကျွန်ုပ်၏ အော်ဒါများ' })).toBeInTheDocument();
  }, 15_000);

  it.each([
    [
      refusal(409, { message: 'x', reason: 'unavailable', item_ids: [101] }),
      'အချို့ပစ္စည်းများ မရနိုင်တော့ပါ- Mohinga။',
    ],
    [refusal(422, { message: 'x', reason: 'not_orderable' }), 'ဝန်ဆောင်မှုများကို မှာယူ၍ မရပါ။'],
    [refusal(403, { message: 'x' }), 'ဤဆိုင်သည် ယခု အော်ဒါ လက်မခံပါ။'],
    [refusal(500, { message: 'x' }), 'အော်ဒါ တင်၍ မရပါ။'],
  ])('says why the order was refused (%#)', async (answer, words) => {
    fakeOrdering([answer]);
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(add('Mohinga'));
    await user.click(within(basket()).getByRole('button', { name: 'အော်ဒါတင်ရန်' }));
    expect(await within(basket()).findByRole('alert')).toHaveTextContent(words);
  });
});

describe('a closed or busy shop in Burmese', () => {
  it('says when it opens again, in Myanmar digits', async () => {
    const tomorrow = new Date(Date.now() + 6.5 * 60 * 60 * 1000 + 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);
    fakeOrdering([
      refusal(409, {
        message: 'x',
        reason: 'closed',
        opens_at: new Date(`${tomorrow}T06:00:00+06:30`).toISOString(),
      }),
    ]);
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(add('Mohinga'));
    await user.click(within(basket()).getByRole('button', { name: 'အော်ဒါတင်ရန်' }));
    expect(await within(basket()).findByRole('alert')).toHaveTextContent(
      'ယခု ပိတ်ထားပါသည်။ မနက်ဖြန် ၀၆:၀၀ တွင် ဖွင့်ပါမည်။',
    );
  });
});

describe('reserving on a store page in Burmese', () => {
  it('shows the times in Myanmar digits, a full one disabled, and a full slot refused', async () => {
    fakeOrdering(undefined, [refusal(409, { message: 'x', reason: 'slot_full' })]);
    const { user } = await openStorePage(shopRoute(cityPhone.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: cityPhone.name });
    await user.click(screen.getByRole('button', { name: 'ကြိုတင်နေရာယူရန်: Screen repair' }));
    const dialog = screen.getByRole('dialog', { name: 'Screen repair ကြိုတင်နေရာယူရန်' });
    const time = within(dialog).getByRole('combobox', { name: 'အချိန်' });
    expect(await within(time).findByRole('option', { name: '၁၀:၃၀ (နေရာ ၃ ခု ကျန်)' })).toBeEnabled();
    expect(within(time).getByRole('option', { name: '၁၁:၀၀ (ပြည့်နေပြီ)' })).toBeDisabled();
    await user.selectOptions(time, '10:30');
    await user.click(within(dialog).getByRole('button', { name: 'ကြိုတင်နေရာယူရန်' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ထိုအချိန် ပြည့်သွားပါပြီ။');
  });
});
