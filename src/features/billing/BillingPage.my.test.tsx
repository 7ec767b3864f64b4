import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths } from '@contract/apiPaths';
import { toMyanmarDigits } from '../../i18n/digits';
import { languagePreload } from '../../test/languagePreload';
import { zawgyiSample } from '../../test/zawgyiSample';
import { listsLoaded, loggedIn, renderBilling, THIS_YEAR } from './testSetup';

const sample = zawgyiSample();
const COMPLETE = 'မှတ်ပုံတင်ခြင်း ပြီးဆုံးရန်';
const complete = () => screen.getByRole('button', { name: COMPLETE });

async function renderInBurmese() {
  const rendered = await renderBilling({ preloadedState: languagePreload('my', loggedIn) });
  await listsLoaded(COMPLETE);
  return rendered;
}

type User = Awaited<ReturnType<typeof renderInBurmese>>['user'];

async function fillInMyanmarDigits(user: User, address: string) {
  await user.click(screen.getByLabelText('လိပ်စာ'));
  await user.paste(address);
  await user.selectOptions(screen.getByLabelText('ဆိုင် အမျိုးအစား'), 'ကော်ဖီဆိုင်');
  await user.selectOptions(screen.getByLabelText('မြို့နယ်'), 'ဗဟန်း');
  await user.type(screen.getByLabelText('ကတ်နံပါတ်'), toMyanmarDigits('4242424242424242'));
  await user.type(screen.getByLabelText('ကတ်ပိုင်ရှင် အမည်'), 'Aye Aye');
  await user.type(screen.getByLabelText('သက်တမ်းကုန်မည့် လ'), '၁၂');
  await user.type(screen.getByLabelText('သက်တမ်းကုန်မည့် နှစ်'), toMyanmarDigits(String(THIS_YEAR + 2)));
  await user.type(screen.getByLabelText('CVC'), '၇၃၉');
}

describe('/billing in Burmese', () => {
  it('shows the Payment Summary in Burmese with Myanmar digits', async () => {
    await renderInBurmese();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ဆိုင်မှတ်ပုံတင်ခြင်းနှင့် ငွေပေးချေခြင်း' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ငွေပေးချေမှု အနှစ်ချုပ်' });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['လစဉ် စာရင်းသွင်းကြေး၉၉.၉၉ USD', 'အခွန် (၅%)၄.၉၉၉၅ USD', 'စုစုပေါင်း၁၀၄.၉၉ USD']);
  });

  it('pays with a card typed in Myanmar digits exactly as with the Latin one', async () => {
    const { user, fake } = await renderInBurmese();
    await fillInMyanmarDigits(user, 'No. 12, Bo Aung Kyaw Street');
    expect(screen.getByLabelText('ကတ်နံပါတ်')).toHaveValue('4242 4242 4242 4242');
    await user.click(complete());
    expect(
      await screen.findByRole('alertdialog', {
        name: 'ငွေပေးချေမှု အောင်မြင်ပြီး ငွေတောင်းခံရေး အချက်အလက်များကို သိမ်းဆည်းပြီးပါပြီ။',
      }),
    ).toBeTruthy();
    expect(fake.callsTo(apiPaths.processPayment)[0]?.body).toMatchObject({
      card_number: '4242424242424242',
      expired_month: 12,
      expired_year: THIS_YEAR + 2,
      cvc: '739',
    });
  });

  it('says a short card number in Burmese', async () => {
    const { user, fake } = await renderInBurmese();
    await fillInMyanmarDigits(user, 'No. 12, Bo Aung Kyaw Street');
    await user.clear(screen.getByLabelText('ကတ်နံပါတ်'));
    await user.type(screen.getByLabelText('ကတ်နံပါတ်'), '၄၂၄၂');
    await user.click(complete());
    expect(await screen.findByText('ကတ်နံပါတ် ဂဏန်း ၁၃ လုံးမှ ၁၆ လုံးအထိ ထည့်ပါ')).toBeInTheDocument();
    expect(fake.callsTo(apiPaths.processPayment)).toEqual([]);
  });
});

describe('the Zawgyi offer on /billing', () => {
  it('offers the Unicode address before paying, and pays with it once taken', async () => {
    const { user, fake } = await renderInBurmese();
    await fillInMyanmarDigits(user, sample.zawgyi);
    // Blurring the address already offered it; sending shows the offer instead of paying.
    await user.click(complete());
    const notice = await screen.findByRole('status', { name: /ဇော်ဂျီ/ });
    expect(within(notice).getByText(sample.unicode)).toBeInTheDocument();
    expect(fake.callsTo(apiPaths.addBillingInformation)).toEqual([]);
    expect(fake.callsTo(apiPaths.processPayment)).toEqual([]);

    await user.click(within(notice).getByRole('button', { name: 'ယူနီကုဒ် စာသားကို သုံးရန်' }));
    expect(screen.getByLabelText('လိပ်စာ')).toHaveValue(sample.unicode);
    await user.click(complete());
    await waitFor(() => expect(fake.callsTo(apiPaths.processPayment)).toHaveLength(1));
    expect(fake.callsTo(apiPaths.addBillingInformation)[0]?.body).toMatchObject({
      address: sample.unicode,
    });
  });
});
