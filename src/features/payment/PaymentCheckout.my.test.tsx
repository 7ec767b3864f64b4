import { act, screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { apiPaths } from '@contract/apiPaths';
import { rootReducer } from '../../app/store';
import { languageSlice, started } from '../../i18n/languageSlice';
import type { FakeCheckoutOptions } from '../../test/checkoutHandlers';
import { payloadOf } from '../../test/checkoutHandlers';
import { decodeQr, elapse, NOW, renderCheckout, summaryRows } from './checkoutTestSetup';
import { renderPayment } from './testSetup';

// The language slice may not be in the root reducer yet: make sure the store has it.
languageSlice.injectInto(rootReducer);

async function renderInBurmese(options: Omit<FakeCheckoutOptions, 'merchantId'> = {}) {
  const result = await renderCheckout(options);
  act(() => {
    result.store.dispatch(started('my'));
  });
  return result;
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('/payment in Burmese', () => {
  it('says the sample is an example to a visitor', async () => {
    const { store } = await renderPayment();
    act(() => {
      store.dispatch(started('my'));
    });
    expect(await screen.findByText(/ဤပမာဏများသည် နမူနာသာ ဖြစ်ပါသည်။/)).toBeVisible();
  });

  it('shows the pending order in kyat with Myanmar digits', async () => {
    await renderInBurmese();
    await screen.findByRole('radio', { name: 'မိုဘိုင်း ငွေပိုက်ဆံအိတ်' });
    expect(summaryRows('သင်၏ အော်ဒါ')).toEqual([
      'အစီအစဉ်စံ',
      'ငွေတောင်းခံမည့် ကာလ၃ လ',
      'ကုန်ကျငွေ၂၈၅,၀၀၀ ကျပ်',
      'အခွန်၅,၇၀၀ ကျပ်',
      'စုစုပေါင်း၂၉၀,၇၀၀ ကျပ်',
    ]);
  });

  it("draws the provider's QR, counts in Myanmar digits, expires, and goes on when paid", async () => {
    const { user, fake, extra } = await renderInBurmese();
    await user.click(await screen.findByRole('radio', { name: 'မိုဘိုင်း ငွေပိုက်ဆံအိတ်' }));
    const image = await screen.findByRole('img', {
      name: '၂၉၀,၇၀၀ ကျပ် ကို မိုဘိုင်း ငွေပိုက်ဆံအိတ် ဖြင့် ငွေပေးချေရန် QR ကုဒ်',
    });
    expect(await decodeQr(image)).toBe(payloadOf('MP0000000001'));
    expect(screen.getByRole('timer')).toHaveTextContent('၁:၀၀');

    await user.click(button('ငွေပေးချေမှု အတည်ပြုရန်'));
    expect(await screen.findByText(/ငွေ မရောက်သေးပါ။/)).toBeInTheDocument();

    await elapse(60_000);
    expect(screen.getByText('QR ကုဒ် သက်တမ်းကုန်သွားပါပြီ')).toBeInTheDocument();
    expect(button('ပြန်လည်ရယူရန်')).toBeDisabled();
    await user.click(button('QR ကုဒ်အသစ် ရယူရန်'));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('၁:၀၀'));

    await waitFor(() => expect(fake.openStreams()).toBeGreaterThan(0));
    fake.emit({ status: 'succeeded', receipt_number: 'R-2026-000125' });
    expect(
      await screen.findByRole('alertdialog', {
        name: 'ငွေပေးချေမှု လက်ခံရရှိပါပြီ။ သင့်အစီအစဉ် စတင်အသုံးပြုနိုင်ပါပြီ၊ ပြေစာနံပါတ်မှာ R-2026-000125 ဖြစ်ပါသည်။',
      }),
    ).toBeInTheDocument();
    expect(extra.navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('asks for a slip or a transaction id, awaits review, and shows a rejection in Burmese', async () => {
    const { user, fake } = await renderInBurmese();
    await user.click(await screen.findByRole('radio', { name: 'ဘဏ်ငွေလွှဲ' }));
    expect(await screen.findByLabelText('ရည်ညွှန်းကုဒ်')).toHaveValue('MP0000000001');
    await user.click(button('စစ်ဆေးရန် ပို့မည်'));
    expect(screen.getByLabelText('ငွေလွှဲ အမှတ်')).toHaveAccessibleDescription(
      expect.stringContaining('ပြေစာ ဓာတ်ပုံကို ပူးတွဲပါ သို့မဟုတ် ငွေလွှဲ အမှတ်ကို ရိုက်ထည့်ပါ။'),
    );
    await user.upload(
      screen.getByLabelText('ငွေလွှဲပြေစာ ဓာတ်ပုံ'),
      new NodeFile([new Uint8Array(64)], 'slip.png', { type: 'image/png' }) as unknown as File,
    );
    await user.click(button('စစ်ဆေးရန် ပို့မည်'));
    expect(await screen.findByRole('heading', { name: 'စစ်ဆေးရန် စောင့်ဆိုင်းနေသည်' })).toBeInTheDocument();
    expect(screen.getByText('ပြေစာ ဓာတ်ပုံ ပို့ပြီး')).toBeInTheDocument();
    expect(fake.callsTo(apiPaths.checkoutTransfer).map((call) => call.body)).toEqual([
      { slip: { name: 'slip.png', type: 'image/png' }, transaction_id: null },
    ]);

    await waitFor(() => expect(fake.openStreams()).toBeGreaterThan(0));
    fake.emit({ status: 'rejected', reason: 'ပြေစာပါ ပမာဏ မကိုက်ညီပါ။' });
    expect(await screen.findByText('ငွေလွှဲကို ငြင်းပယ်လိုက်ပါသည်- ပြေစာပါ ပမာဏ မကိုက်ညီပါ။')).toBeInTheDocument();
    expect(button('ငွေလွှဲအသစ် စတင်ရန်')).toBeEnabled();
  });

  it('offers the hosted card page in Burmese', async () => {
    await renderInBurmese({ cardMode: 'hosted' });
    expect(
      await screen.findByRole('button', { name: 'ကတ်ဖြင့် ငွေပေးချေရန် စာမျက်နှာသို့ ဆက်သွားရန်' }),
    ).toBeEnabled();
  });
});
