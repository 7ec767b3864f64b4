import { screen, within } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { card, merchant, renderPricePage } from './testSetup';

const renderInBurmese = () =>
  renderPricePage({ preloadedState: languagePreload('my', { session: merchant }) });

describe('/price in Burmese', () => {
  it('shows the plans with Burmese words and prices and limits in Myanmar digits', async () => {
    await renderInBurmese();
    expect(screen.getByRole('heading', { level: 1, name: 'သင့်အစီအစဉ်ကို ရွေးပါ' })).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'အစီအစဉ်များ စာမျက်နှာ၏ အပိုင်းများ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '၆ လ' })).toBeInTheDocument();
    const basic = card('basic');
    // 170,000 MMK for the 6 months shown first: 28,333 a month.
    expect(basic).toHaveTextContent('၂၈,၃၃၃ ကျပ် (တစ်လလျှင်) + အခွန် ၂%');
    expect(
      within(basic)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['၁', '၂', '၁၀', 'ပါဝင်သည်', 'မပါဝင်ပါ']);
    expect(document.title).toMatch(/^သင့်အစီအစဉ်ကို ရွေးပါ \| /);
  });

  it('shows the add-on tiles in Burmese and adds one', async () => {
    const { user } = await renderInBurmese();
    expect(screen.getByText('၁၀,၀၀၀ ကျပ်/လ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ဆိုရှယ်မီဒီယာ ပို့စ်များ ထည့်ရန်' }));
    expect(screen.getAllByRole('spinbutton', { name: 'ဆိုရှယ်မီဒီယာ ပို့စ်များ အရေအတွက်' })[0]).toHaveValue(
      '၁',
    );
  });

  it('asks for the terms in Burmese', async () => {
    const { user } = await renderInBurmese();
    await user.click(screen.getByRole('button', { name: 'ဆက်လုပ်ရန်' }));
    const modal = await screen.findByRole('alertdialog', {
      name: 'စည်းမျဉ်းစည်းကမ်းများကို လက်မခံရသေးပါ',
    });
    expect(modal).toHaveTextContent('ငွေပေးချေခြင်း ဆက်မလုပ်မီ စည်းမျဉ်းစည်းကမ်းများကို လက်ခံပါ');
    expect(within(modal).getByRole('button', { name: 'အိုကေ' })).toBeInTheDocument();
  });
});
