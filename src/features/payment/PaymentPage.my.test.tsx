import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { rootReducer } from '../../app/store';
import { languageSlice, started } from '../../i18n/languageSlice';
import { PaymentMethodPage } from './PaymentMethodPage';
import { PaymentPage } from './PaymentPage';
import { elapse, renderPayment } from './testSetup';

// The language slice may not be in the root reducer yet: make sure the store has it.
languageSlice.injectInto(rootReducer);

async function renderInBurmese(ui: ReactElement, route: string) {
  const result = await renderPayment(ui, route);
  act(() => {
    result.store.dispatch(started('my'));
  });
  return result;
}

describe('the static payment page in Burmese', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the summary with amounts in kyat and Myanmar digits, and the three methods', async () => {
    await renderInBurmese(<PaymentPage />, '/payment');
    expect(screen.getByRole('heading', { level: 1, name: 'ငွေပေးချေမှု အနှစ်ချုပ်' })).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'သင်၏ အော်ဒါ' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'အစီအစဉ်စံ',
      'ငွေတောင်းခံမည့် ကာလလစဉ်',
      'ကုန်ကျငွေ၉၉,၀၀၀ ကျပ်',
      'အခွန်၉,၉၀၀ ကျပ်',
      'စုစုပေါင်း၁၀၈,၉၀၀ ကျပ်',
    ]);
    const group = screen.getByRole('group', { name: 'ငွေပေးချေနည်း ရွေးပါ' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['ခရက်ဒစ်/ဒက်ဘစ် ကတ်', 'မိုဘိုင်း ငွေပိုက်ဆံအိတ်', 'ဘဏ်ငွေလွှဲ']);
  });

  it('asks for the missing card fields in Burmese and keeps Myanmar digits as Latin digits', async () => {
    const { user } = await renderInBurmese(<PaymentPage />, '/payment');
    await user.click(screen.getByRole('button', { name: 'ယခု ငွေပေးချေရန်' }));
    expect(screen.getByLabelText('ကတ်နံပါတ်')).toHaveAccessibleDescription('ကတ်နံပါတ် ကို ထည့်ပါ။');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('CVV ကို ထည့်ပါ။');

    await user.type(screen.getByLabelText('ကတ်နံပါတ်'), '၄၂၄၂ ၄၂၄၂ ၄၂၄၂ ၄၂၄၂');
    await user.type(screen.getByLabelText('သက်တမ်းကုန်ရက် (လ/နှစ်)'), '၁၂/၃၀');
    await user.type(screen.getByLabelText('CVV'), '၁၂၃');
    await user.type(screen.getByLabelText('ကတ်ပိုင်ရှင် အမည်'), 'အေးအေး');
    expect(screen.getByLabelText('ကတ်နံပါတ်')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('သက်တမ်းကုန်ရက် (လ/နှစ်)')).toHaveValue('12/30');
    expect(screen.getByLabelText('CVV')).toHaveValue('123');
    // A name is text, not a number: its Myanmar letters stay as typed.
    expect(screen.getByLabelText('ကတ်ပိုင်ရှင် အမည်')).toHaveValue('အေးအေး');

    await user.click(screen.getByRole('button', { name: 'ယခု ငွေပေးချေရန်' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'ငွေပေးချေမှု အောင်မြင်ပါပြီ၊ ဆိုင်ရှင် ပေါ်တယ်သို့ သွားနေသည်',
      }),
    ).toBeInTheDocument();
  });

  it('counts the QR code down in Myanmar digits and says it has expired in Burmese', async () => {
    const { user } = await renderInBurmese(<PaymentPage />, '/payment');
    await user.click(screen.getByRole('radio', { name: 'မိုဘိုင်း ငွေပိုက်ဆံအိတ်' }));
    expect(
      await screen.findByRole('img', {
        name: '၁၀၈,၉၀၀ ကျပ် ကို မိုဘိုင်း ငွေပိုက်ဆံအိတ် ဖြင့် ငွေပေးချေရန် QR ကုဒ်',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('၁:၀၀');
    expect(screen.getByRole('status')).toHaveTextContent('QR ကုဒ်သည် ၆၀ စက္ကန့်အတွင်း သက်တမ်းကုန်ပါမည်။');
    expect(screen.getByRole('link', { name: 'QR ကုဒ် သိမ်းရန်' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ငွေပေးချေမှု အတည်ပြုရန်' })).toBeEnabled();

    await elapse(60_000);
    expect(screen.getByText('QR ကုဒ် သက်တမ်းကုန်သွားပါပြီ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ပြန်လည်ရယူရန်' })).toBeDisabled();
  });
});

describe('the payment methods page in Burmese', () => {
  it('explains the three methods and links to the payment page', async () => {
    await renderInBurmese(<PaymentMethodPage />, '/paymentMethod');
    expect(screen.getByRole('heading', { level: 1, name: 'ငွေပေးချေနည်း' })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['ခရက်ဒစ်/ဒက်ဘစ် ကတ်', 'မိုဘိုင်း ငွေပိုက်ဆံအိတ်', 'ဘဏ်ငွေလွှဲ']);
    expect(screen.getByText(/အချိန်ရေတွက်မှု \(စက္ကန့် ၆၀\) မကုန်မီသာ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ငွေပေးချေရန် စာမျက်နှာ/ })).toHaveAttribute(
      'href',
      '/payment',
    );
  });
});
