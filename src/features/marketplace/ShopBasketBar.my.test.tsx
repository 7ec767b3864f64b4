import { screen, within } from '@testing-library/react';
import { shweYee } from '../../test/marketplaceFixtures';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const add = (name: string) => screen.getByRole('button', { name: `အော်ဒါထဲ ထည့်ရန်: ${name}` });

describe('what Add to order does on a store page, in Burmese', () => {
  it('counts, announces and totals with Myanmar digits', async () => {
    const { user } = await openStorePage(shopRoute(shweYee.slug), { language: 'my' });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(add('Mohinga'));
    await user.click(add('Mohinga'));
    await user.click(add('လက်ဖက်ရည်'));
    expect(add('Mohinga')).toHaveTextContent('အော်ဒါထဲ ထည့်ရန် (၂)');
    expect(add('Mohinga')).toHaveAccessibleDescription('အော်ဒါထဲတွင် ၂ ခု');
    const announced = screen
      .getAllByRole('status')
      .find((region) => /ထည့်ပြီးပါပြီ/.test(region.textContent ?? ''));
    expect(announced).toHaveTextContent('လက်ဖက်ရည် ထည့်ပြီးပါပြီ- အော်ဒါထဲတွင် ၁ ခု။ သင့်အော်ဒါ- ၃ ခု၊ ၆,၂၀၀ ကျပ်။');
    const bar = screen.getByRole('complementary', { name: 'အော်ဒါ အကျဉ်း' });
    expect(bar).toHaveTextContent('၃ ခု');
    expect(bar).toHaveTextContent('၆,၂၀၀ ကျပ်');
    expect(bar).not.toHaveTextContent(/[0-9]/);
    await user.click(within(bar).getByRole('button', { name: 'အော်ဒါ ကြည့်ရန်' }));
    expect(screen.getByRole('heading', { level: 2, name: /^သင့်အော်ဒါ/ })).toHaveFocus();
  });

  it('jumps to the menu’s sections and gives the address with its township once', async () => {
    await openStorePage(shopRoute(shweYee.slug), { language: 'my' });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    const jumps = screen.getByRole('navigation', { name: 'မီနူး အပိုင်းများ' });
    expect(
      within(jumps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tea & Coffee', 'Noodles']);
    expect(screen.getByRole('region', { name: 'ဆက်သွယ်ရန်' })).toHaveTextContent(
      'No. 12, Dhammazedi Road၊ Bahan၊ Yangon West',
    );
  });
});
