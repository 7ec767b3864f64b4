import { screen, within } from '@testing-library/react';
import { shweYee } from '../../test/marketplaceFixtures';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';
import { fakeQuotes } from './promoTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const basket = () => screen.getByRole('region', { name: /^သင့်အော်ဒါ/ });
const add = (name: string) => screen.getByRole('button', { name: `အော်ဒါထဲ ထည့်ရန်: ${name}` });
const promoField = () => within(basket()).getByRole('textbox', { name: 'ပရိုမိုကုဒ်' });

describe('a promo code in the basket, in Burmese', () => {
  it('applies a code with the discounts in Myanmar digits, then removes it', async () => {
    fakeQuotes();
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(add('Mohinga'));
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'TEA10');
    await user.click(within(basket()).getByRole('button', { name: 'အသုံးပြုရန်' }));
    expect(await within(basket()).findByText('ပရိုမိုကုဒ် TEA10 ကို အသုံးပြုထားပါသည်။')).toBeInTheDocument();
    expect(basket()).toHaveTextContent('အသင်းဝင် လျှော့စျေး−၅၀၀ ကျပ်');
    expect(basket()).toHaveTextContent('ပရိုမိုကုဒ် TEA10−၁,၀၀၀ ကျပ်');
    expect(basket()).toHaveTextContent('စုစုပေါင်း၃,၅၀၀ ကျပ်');
    await user.click(within(basket()).getByRole('button', { name: 'ပရိုမိုကုဒ် TEA10 ကို ဖယ်ရှားရန်' }));
    expect(promoField()).toHaveValue('');
  });

  it('shows the server’s Burmese words when it refuses a code', async () => {
    fakeQuotes();
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'OLD');
    await user.click(within(basket()).getByRole('button', { name: 'အသုံးပြုရန်' }));
    expect(await within(basket()).findByText('ဤပရိုမိုကုဒ်ကို ဤဆိုင်တွင် အသုံးပြု၍ မရပါ။')).toBeInTheDocument();
  });
});
