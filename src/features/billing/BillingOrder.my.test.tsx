import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderSummary } from '@contract/billing';
import { apiPaths } from '@contract/apiPaths';
import { MATCHED_MESSAGES } from '@contract/messages';
import { toLatinDigits, toMyanmarDigits } from '../../i18n/digits';
import { languagePreload } from '../../test/languagePreload';
import { createFakeOrderSummary } from '../../test/orderSummaryHandlers';
import { apiUrl, server } from '../../test/server';
import {
  downgradeOrder,
  lapsedOrder,
  premiumOrder,
  premiumWithCode,
  renewalOrder,
  repricedOrder,
  upgradeOrder,
} from './orderSummaryFixtures';
import { listsLoaded, loggedIn, renderBilling, THIS_YEAR } from './testSetup';

const COMPLETE = 'မှတ်ပုံတင်ခြင်း ပြီးဆုံးရန်';
const SUMMARY = 'ငွေပေးချေမှု အနှစ်ချုပ်';

async function renderInBurmese(order: OrderSummary | null, codes?: Record<string, OrderSummary>) {
  const summary = createFakeOrderSummary({
    merchantId: 3,
    order,
    codes,
    refusal: 'ဤမိတ်ဖက်ကုဒ် မရှိပါ။',
  });
  const rendered = await renderBilling({
    preloadedState: languagePreload('my', loggedIn),
    handlers: summary.handlers,
  });
  await listsLoaded(COMPLETE);
  return { ...rendered, summary };
}

type User = Awaited<ReturnType<typeof renderInBurmese>>['user'];

const summaryRegion = () => screen.getByRole('region', { name: SUMMARY });
const rowsOf = () =>
  within(summaryRegion())
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);

/** '−၃၅၀ ကျပ်' → -350. */
const amountOf = (text: string | null | undefined): number => {
  const digits = toLatinDigits(text ?? '').replace(/[^0-9]/g, '');
  return (text ?? '').startsWith('−') ? -Number(digits) : Number(digits);
};

async function payWithCard(user: User) {
  await user.click(screen.getByLabelText('လိပ်စာ'));
  await user.paste('၁၂ ဗိုလ်အောင်ကျော်လမ်း');
  await user.selectOptions(screen.getByLabelText('ဆိုင် အမျိုးအစား'), 'ကော်ဖီဆိုင်');
  await user.selectOptions(screen.getByLabelText('မြို့နယ်'), 'ဗဟန်း');
  await user.type(screen.getByLabelText('ကတ်နံပါတ်'), toMyanmarDigits('4242424242424242'));
  await user.type(screen.getByLabelText('ကတ်ပိုင်ရှင် အမည်'), 'Aye Aye');
  await user.type(screen.getByLabelText('သက်တမ်းကုန်မည့် လ'), '၁၂');
  await user.type(screen.getByLabelText('သက်တမ်းကုန်မည့် နှစ်'), toMyanmarDigits(String(THIS_YEAR + 2)));
  await user.type(screen.getByLabelText('CVC'), '၇၃၉');
  await user.click(screen.getByRole('button', { name: COMPLETE }));
}

describe('/billing with a pending plan order, in Burmese', () => {
  it('lists the order in Burmese with Myanmar digits, and the lines add up', async () => {
    await renderInBurmese(premiumOrder);
    await within(summaryRegion()).findByText('ပရီမီယံ၊ ၁၂ လ');
    const rows = rowsOf();
    expect(rows).toEqual([
      ['ပရီမီယံ၊ ၁၂ လ', '၃,၉၀၀,၀၀၀ ကျပ်'],
      ['ဆိုရှယ်မီဒီယာ ပို့စ်များ × ၂တစ်ခုလျှင် ၁၀,၀၀၀ ကျပ်', '၂၀,၀၀၀ ကျပ်'],
      ['အော်ဒါ/ကြိုတင်နေရာယူမှု × ၁တစ်ခုလျှင် ၁၅,၀၀၀ ကျပ်', '၁၅,၀၀၀ ကျပ်'],
      ['လုပ်ဆောင်ချက် လျှော့စျေး (၁%)', '−၃၅၀ ကျပ်'],
      ['ကြားဖြတ် စုစုပေါင်း', '၃,၉၃၄,၆၅၀ ကျပ်'],
      ['အခွန် (၂%)', '၇၈,၆၉၃ ကျပ်'],
      ['စုစုပေါင်း', '၄,၀၁၃,၃၄၃ ကျပ်'],
    ]);
    // No Latin digit anywhere in the summary.
    expect(summaryRegion().textContent).not.toMatch(/[0-9]/);
    const amounts = rows.map(([, cell]) => amountOf(cell));
    const sum = (from: number, to: number) =>
      amounts.slice(from, to).reduce((total, amount) => total + amount, 0);
    expect(sum(0, 4)).toBe(3_934_650);
    expect(amounts[4]).toBe(3_934_650);
    expect(sum(4, 6)).toBe(4_013_343);
    expect(amounts[6]).toBe(4_013_343);
    expect(
      within(summaryRegion()).getByText(
        'မိတ်ဖက်ကုဒ် မရှိပါ- ဤစျေးနှုန်းတွင် မိတ်ဖက် လျှော့စျေး မပါဝင်ပါ။ အစီအစဉ်များ စာမျက်နှာမှ ရွေးထားသော လျှော့စျေးကို မိတ်ဖက်ကုဒ်ဖြင့်သာ ရရှိနိုင်ပါသည်။',
      ),
    ).toBeInTheDocument();
  });

  it('applies a partner code, and shows a refusal next to the field', async () => {
    const { user, summary } = await renderInBurmese(premiumOrder, { PARTNER10: premiumWithCode });
    const field = await within(summaryRegion()).findByLabelText('မိတ်ဖက်ကုဒ်');
    await user.type(field, 'WRONG');
    await user.click(within(summaryRegion()).getByRole('button', { name: 'အသုံးပြုရန်' }));
    await waitFor(() =>
      expect(within(summaryRegion()).getByLabelText('မိတ်ဖက်ကုဒ်')).toHaveAccessibleDescription(
        'ဤမိတ်ဖက်ကုဒ် မရှိပါ။',
      ),
    );

    await user.clear(within(summaryRegion()).getByLabelText('မိတ်ဖက်ကုဒ်'));
    await user.type(within(summaryRegion()).getByLabelText('မိတ်ဖက်ကုဒ်'), 'PARTNER10');
    await user.click(within(summaryRegion()).getByRole('button', { name: 'အသုံးပြုရန်' }));
    await within(summaryRegion()).findByText('မိတ်ဖက် လျှော့စျေး (PARTNER10)');
    expect(rowsOf().slice(4)).toEqual([
      ['ကြားဖြတ် စုစုပေါင်း', '၃,၉၃၄,၆၅၀ ကျပ်'],
      ['မိတ်ဖက် လျှော့စျေး (PARTNER10)', '−၃၉၃,၄၆၅ ကျပ်'],
      ['အခွန် (၂%)', '၇၀,၈၂၄ ကျပ်'],
      ['စုစုပေါင်း', '၃,၆၁၂,၀၀၉ ကျပ်'],
    ]);
    expect(within(summaryRegion()).getByLabelText('မိတ်ဖက်ကုဒ်')).not.toHaveAccessibleDescription();
    expect(within(summaryRegion()).getByRole('button', { name: 'ဖယ်ရှားရန်' })).toBeEnabled();
    expect(summary.callsOf('POST').map((call) => call.body)).toEqual([
      { code: 'WRONG' },
      { code: 'PARTNER10' },
    ]);
  });

  it('says a lapsed code in Burmese', async () => {
    await renderInBurmese(lapsedOrder);
    expect(
      await within(summaryRegion()).findByText(
        'မိတ်ဖက်ကုဒ် SPRING5 ကို အသုံးမပြုနိုင်တော့ပါ။ ဤစျေးနှုန်းတွင် ၎င်းကို ထည့်မတွက်ထားပါ။',
      ),
    ).toBeInTheDocument();
  });

  it('credits an upgrade’s unused days in Burmese', async () => {
    await renderInBurmese(upgradeOrder);
    await within(summaryRegion()).findByText('ပရီမီယံ၊ ၆ လ');
    expect(rowsOf()[2]).toEqual(['သင်၏ စံ အစီအစဉ်မှ မသုံးရသေးသော ၄၀ ရက်စာ ခရက်ဒစ်', '−၁၆၀,၀၀၀ ကျပ်']);
    expect(
      within(summaryRegion()).getByText(
        'ယခုပင် စတင်ပါသည်။ သင်၏ စံ အစီအစဉ်မှ မသုံးရသေးသော ၄၀ ရက်ကို ခရက်ဒစ်အဖြစ် နုတ်ပေးပါသည်',
      ),
    ).toBeInTheDocument();
  });

  it('dates a downgrade on Yangon’s calendar in Burmese', async () => {
    await renderInBurmese(downgradeOrder);
    expect(
      await within(summaryRegion()).findByText('၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် တွင် အခြေခံ အစီအစဉ်သို့ ပြောင်းပါမည်'),
    ).toBeInTheDocument();
  });

  it('says a renewal in Burmese', async () => {
    await renderInBurmese(renewalOrder);
    expect(
      await within(summaryRegion()).findByText(
        'သင်၏ စံ အစီအစဉ်ကို ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် မှ ၂၀၂၇ ခုနှစ်၊ ဇွန်လ ၅ ရက် အထိ သက်တမ်းတိုးပါသည်',
      ),
    ).toBeInTheDocument();
  });

  it('charges in MMK, and after a 409 says the new total in Burmese', async () => {
    const { user, fake, summary } = await renderInBurmese(premiumOrder);
    await within(summaryRegion()).findByText('ပရီမီယံ၊ ၁၂ လ');
    server.use(
      http.post(
        apiUrl(`${apiPaths.processPayment}/:merchantId`),
        async ({ request }) => {
          await request.json();
          summary.setOrder(repricedOrder);
          return HttpResponse.json({ message: MATCHED_MESSAGES.ORDER_CHANGED.my }, { status: 409 });
        },
        { once: true },
      ),
    );
    await payWithCard(user);
    expect(
      await screen.findByRole('alertdialog', {
        name: 'သင့်အော်ဒါ၏ စျေးနှုန်း ပြောင်းလဲသွားသဖြင့် ငွေမဖြတ်ရသေးပါ။ စုစုပေါင်း အသစ်မှာ ၄,၀၆၄,၃၄၃ ကျပ် ဖြစ်ပါသည်- ငွေပေးချေမှု အနှစ်ချုပ်ကို စစ်ဆေးပြီး ထပ်မံ ငွေပေးချေပါ။',
      }),
    ).toBeInTheDocument();
    expect(rowsOf().at(-1)).toEqual(['စုစုပေါင်း', '၄,၀၆၄,၃၄၃ ကျပ်']);
    expect(fake.callsTo(apiPaths.createPaymentIntent)[0]?.body).toMatchObject({
      amount: 401_334_300,
      currency: 'MMK',
    });
  });

  it('without a pending order stays the shop fee screen', async () => {
    await renderInBurmese(null);
    expect(rowsOf()).toEqual([
      ['လစဉ် စာရင်းသွင်းကြေး', '၉၉.၉၉ USD'],
      ['အခွန် (၅%)', '၄.၉၉၉၅ USD'],
      ['စုစုပေါင်း', '၁၀၄.၉၉ USD'],
    ]);
    expect(screen.queryByLabelText('မိတ်ဖက်ကုဒ်')).not.toBeInTheDocument();
  });
});
