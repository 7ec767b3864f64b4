import { act, screen, within } from '@testing-library/react';
import { toMyanmarDigits } from '../../../i18n/digits';
import { operatorUnauthorized } from '../operatorEvents';
import {
  GOOD_CODE,
  PASSWORD,
  PHONE,
  fakeSignInServer,
  keepSession,
  renderAdmin,
} from './shellTestSetup';

jest.mock('../merchants/OverviewSection', () => ({ OverviewSection: () => <p>part overview</p> }));
jest.mock('../merchants/MerchantsSection', () => ({ MerchantsSection: () => null }));
jest.mock('../merchants/MerchantSection', () => ({ MerchantSection: () => null }));
jest.mock('../merchants/AuditSection', () => ({ AuditSection: () => null }));
jest.mock('../merchants/ExportsSection', () => ({ ExportsSection: () => null }));
jest.mock('../payments/PaymentsSection', () => ({ PaymentsSection: () => null }));
jest.mock('../prices/PricesSection', () => ({ PricesSection: () => null }));
jest.mock('../prices/PartnerCodesSection', () => ({ PartnerCodesSection: () => null }));
jest.mock('../moderation/ModerationSection', () => ({ ModerationSection: () => null }));
jest.mock('../designs/DesignsSection', () => ({ DesignsSection: () => null }));
jest.mock('../designs/DesignSection', () => ({ DesignSection: () => null }));

describe('the back office sign-in in Burmese', () => {
  it('speaks Burmese through the sign-in and the code, taking a code typed in Myanmar digits', async () => {
    const fake = fakeSignInServer({ role: 'admin' });
    const { user } = await renderAdmin('/admin', 'my');
    expect(screen.getByRole('heading', { level: 1, name: 'နောက်ကွယ်စီမံရုံးသို့ ဝင်ရန်' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), PHONE);
    await user.type(screen.getByLabelText('စကားဝှက်'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'ဝင်ရန်' }));
    expect(await screen.findByText('ဖုန်းနံပါတ် သို့မဟုတ် စကားဝှက် မှန်ကန်မှု မရှိပါ။')).toBeInTheDocument();
    await user.type(screen.getByLabelText('စကားဝှက်'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ဝင်ရန်' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ကုဒ်ကို ရိုက်ထည့်ပါ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ပြန်လည်ဝင်ရောက်ရေးကုဒ် သုံးရန်' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ဂဏန်း ၆ လုံးကုဒ်'), toMyanmarDigits(GOOD_CODE));
    expect(screen.getByLabelText('ဂဏန်း ၆ လုံးကုဒ်')).toHaveValue(GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'ဆက်လုပ်ရန်' }));

    expect(await screen.findByText('Ma Thida၊ စီမံခန့်ခွဲသူ')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'နောက်ကွယ်စီမံရုံး' });
    // Every part, the design requests included.
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'ထွက်ရန်' })).toBeInTheDocument();
    expect(fake.codes).toEqual([{ code: GOOD_CODE }]);
  });

  it('says in Burmese that the session ended, and that a role may not open a page', async () => {
    keepSession('designer');
    const { store } = await renderAdmin('/admin/payments', 'my');
    expect(await screen.findByText('သင့်တာဝန်အဆင့်ဖြင့် ဤစာမျက်နှာကို ဖွင့်ခွင့် မရှိပါ။')).toBeInTheDocument();
    act(() => {
      store.dispatch(operatorUnauthorized({ endpoint: 'x' }));
    });
    expect(
      await screen.findByText('သင်၏ ဝင်ရောက်မှု ကာလ ကုန်ဆုံးသွားပါပြီ။ ကျေးဇူးပြု၍ ထပ်မံဝင်ရောက်ပါ။'),
    ).toBeInTheDocument();
  });

  it('enrolment and recovery codes in Burmese', async () => {
    fakeSignInServer({ stage: 'enrol' });
    const { user } = await renderAdmin('/admin', 'my');
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), PHONE);
    await user.type(screen.getByLabelText('စကားဝှက်'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ဝင်ရန်' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'အထောက်အထားစိစစ်ရေး အက်ပ်ကို ချိတ်ဆက်ရန်',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'အထောက်အထားစိစစ်ရေး အက်ပ်အတွက် QR ကုဒ်' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('ဂဏန်း ၆ လုံးကုဒ်'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'အတည်ပြုရန်' }));
    expect(await screen.findByRole('list', { name: 'ပြန်လည်ဝင်ရောက်ရေးကုဒ်များ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ပြန်လည်ဝင်ရောက်ရေးကုဒ်များကို သိမ်းပြီးပါပြီ' }));
    expect(await screen.findByText('part overview')).toBeInTheDocument();
  });
});
