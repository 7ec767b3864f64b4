import { screen, waitFor, within } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { card, costLines, merchant, renderPricePage } from './testSetup';

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
    const basic = card('အခြေခံ');
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
    // The tile and the calculator's row describe an add-on's price alike.
    expect(screen.getAllByText('၁၀,၀၀၀ ကျပ် (အစီအစဉ်တစ်ခုလျှင်)').map((node) => node.className)).toEqual([
      'feature-tile__price',
      'addon-list__price',
    ]);
    expect(screen.getAllByText('၅,၀၀၀ ကျပ် (အစီအစဉ်တစ်ခုလျှင် ဆိုင်ခွဲတစ်ခုစီ)')).toHaveLength(2);
    expect(
      screen.getByText(
        'ထပ်ဆောင်းဝန်ဆောင်မှုများကို အစီအစဉ်၏ ကာလ ၃ လ၊ ၆ လ သို့မဟုတ် ၁၂ လ မည်သို့ပင်ဖြစ်စေ အစီအစဉ်နှင့်အတူ တစ်ကြိမ်သာ ကောက်ခံပါသည်။',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ကျပ်\/လ/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ဆိုရှယ်မီဒီယာ ပို့စ်များ ထည့်ရန်' }));
    expect(screen.getAllByRole('spinbutton', { name: 'ဆိုရှယ်မီဒီယာ ပို့စ်များ အရေအတွက်' })[0]).toHaveValue(
      '၁',
    );
  });

  it('shows every line of the total in Burmese, and they add up', async () => {
    const { user } = await renderPricePage({
      preloadedState: languagePreload('my', { session: merchant }),
      planSelection: { addons: [{ name: 'Order/Reservations', quantity: 1 }] },
    });
    await user.click(screen.getByRole('radio', { name: 'စံ' }));
    await user.click(screen.getByRole('radio', { name: '၁၂ လ' }));
    const percent = screen.getByRole('spinbutton', { name: 'အသင်းဝင် လျှော့စျေး (%)' });
    await user.clear(percent);
    await user.type(percent, '၁၀');
    await user.tab();
    const total = screen.getByRole('region', { name: 'စုစုပေါင်း ကုန်ကျစရိတ်' });
    // 640,000 + 15,000 − 150 = 654,850; 10% off 65,485; taxable 589,365; tax 11,787.3 → 11,787;
    // total 601,152.
    expect(
      within(total)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual([
      'စံ',
      '၆၄၀,၀၀၀ ကျပ်',
      'အော်ဒါ/ကြိုတင်နေရာယူမှု ၁ × ၁၅,၀၀၀ ကျပ် ၁၅,၀၀၀ ကျပ်',
      '−၁၅၀ ကျပ်',
      '၆၅၄,၈၅၀ ကျပ်',
      '−၆၅,၄၈၅ ကျပ်',
      '၁၁,၇၈၇ ကျပ်',
      '၆၀၁,၁၅၂ ကျပ်',
    ]);
    const shown = costLines(total);
    expect(shown.map((line) => line.label)).toEqual([
      'အခြေခံ စျေးနှုန်း',
      'အော်ဒါ/ကြိုတင်နေရာယူမှု ၁ × ၁၅,၀၀၀ ကျပ်',
      'လုပ်ဆောင်ချက် လျှော့စျေး (၁%)',
      'ကြားဖြတ် စုစုပေါင်း',
      'လျှော့စျေး',
      'အခွန် (၂%)',
      'စုစုပေါင်း',
    ]);
    const [base, addon, feature, subtotal, discount, tax, all] = shown.map((line) => line.amount);
    expect(base! + addon! + feature!).toBe(subtotal);
    expect(subtotal! + discount! + tax!).toBe(all);
    expect(all).toBe(601152);
  });

  it('says the bounds and the partner discount’s estimate in Burmese', async () => {
    const { user } = await renderPricePage({
      preloadedState: languagePreload('my', { session: merchant }),
      planSelection: { addons: [{ name: 'Branches', quantity: 2 }] },
    });
    const features = document.getElementById('features') as HTMLElement;
    const group = within(features).getByRole('group', { name: 'ဆိုင်ခွဲများ အရေအတွက်' });
    expect(group).toHaveAccessibleDescription('အော်ဒါတစ်ခုလျှင် အများဆုံး ၉၉');
    const quantity = within(group).getByRole('spinbutton');
    await user.clear(quantity);
    await user.type(quantity, '၅၀၀၀၀၀');
    await user.tab();
    expect(quantity).toHaveValue('၉၉');
    const partner = screen.getByRole('region', { name: 'ကျွန်ုပ်တို့နှင့် မိတ်ဖက်ပြုပါ' });
    expect(partner).toHaveTextContent(
      'ဤနေရာရှိ လျှော့စျေးသည် ခန့်မှန်းချက်သာ ဖြစ်ပါသည်- ငွေပေးချေမည့် စာမျက်နှာတွင် မိတ်ဖက်ကုဒ် ထည့်မှသာ လျှော့ပေးပါမည်။',
    );
    expect(partner).toHaveTextContent('အများဆုံး ၁၀,၀၀၀,၀၀၀ ကျပ်');
  });

  it('asks for the terms in Burmese', async () => {
    const { user } = await renderInBurmese();
    await user.click(screen.getByRole('button', { name: 'ဆက်လုပ်ရန်' }));
    const modal = await screen.findByRole('alertdialog', {
      name: 'စည်းမျဉ်းစည်းကမ်းများကို လက်မခံရသေးပါ',
    });
    expect(modal).toHaveTextContent('ငွေပေးချေခြင်း ဆက်မလုပ်မီ စည်းမျဉ်းစည်းကမ်းများကို လက်ခံပါ');
    expect(within(modal).getByRole('button', { name: 'အိုကေ' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'အိုကေ' }));
    const partner = screen.getByRole('region', { name: 'ကျွန်ုပ်တို့နှင့် မိတ်ဖက်ပြုပါ' });
    await waitFor(() => expect(within(partner).getByRole('checkbox')).toHaveFocus());
    expect(within(partner).getByRole('link', { name: 'စည်းမျဉ်းစည်းကမ်းများကို ဖတ်ရန်' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
