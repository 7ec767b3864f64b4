import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPaths } from '@contract/apiPaths';
import { createFakePromotions, renderPromotions } from './promotionsTestKit';

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const codesSection = () => section('ပရိုမိုကုဒ်များ');
const postsSection = () => section('ကြေညာချက်နှင့် ပွဲများ');
const bannerSection = () => section('ကြော်ငြာဘန်နာ');

describe('/store/promotions in Burmese', () => {
  it('lists promo codes with Myanmar digits and kyats', async () => {
    await renderPromotions(createFakePromotions(), { language: 'my' });
    expect(screen.getByRole('heading', { level: 1, name: 'ပရိုမိုးရှင်းများ' })).toBeInTheDocument();
    const [, first, second] = within(within(codesSection()).getByRole('table')).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual([
      '၁၀ ရာခိုင်နှုန်း',
      '၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၁ ရက် မှ ၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၃၀ ရက် အထိ',
      '၁၀၀ ကြိမ်အနက် ၃ ကြိမ်',
      '၅,၀၀၀ ကျပ်',
      'အသုံးပြုနိုင်သည်',
    ]);
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('၂,၀၀၀ ကျပ်');
  });

  it('asks in Burmese before deleting a code', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake, { language: 'my' });
    await user.click(within(codesSection()).getByRole('button', { name: 'RAIN10 ကို ဖျက်ရန်' }));
    const question = screen.getByRole('alertdialog', { name: 'ပရိုမိုကုဒ် RAIN10 ကို ဖျက်မလား။' });
    await user.click(within(question).getByRole('button', { name: 'ဖျက်ရန်' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE', apiPaths.merchantPromoCode)).toHaveLength(1);
  });

  it('gives a new code thirty days unless the merchant picks its last day', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake, { language: 'my' });
    await user.click(within(codesSection()).getByRole('button', { name: 'ပရိုမိုကုဒ် ထည့်ရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'ပရိုမိုကုဒ် ထည့်ရန်' });
    const from = within(dialog).getByLabelText('စတင်အသုံးပြုနိုင်သည့်ရက်');
    fireEvent.change(from, { target: { value: '2027-02-01' } });
    await user.type(within(dialog).getByLabelText('ကုဒ်'), 'RAIN20');
    await user.type(within(dialog).getByLabelText('လျှော့မည့် ရာခိုင်နှုန်း'), '၁၅');
    await user.click(within(dialog).getByRole('button', { name: 'သိမ်းရန်' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', apiPaths.merchantPromoCodes)[0]?.body).toMatchObject({
      value: 15,
      valid_from: '2027-02-01',
      valid_to: '2027-03-03',
    });
  });

  it('refuses a percent over 100 in Burmese', async () => {
    const { user } = await renderPromotions(createFakePromotions(), { language: 'my' });
    await user.click(within(codesSection()).getByRole('button', { name: 'ပရိုမိုကုဒ် ထည့်ရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'ပရိုမိုကုဒ် ထည့်ရန်' });
    await user.type(within(dialog).getByLabelText('ကုဒ်'), 'RAIN20');
    await user.type(within(dialog).getByLabelText('လျှော့မည့် ရာခိုင်နှုန်း'), '၁၅၀');
    await user.click(within(dialog).getByRole('button', { name: 'သိမ်းရန်' }));
    expect(within(dialog).getByLabelText('လျှော့မည့် ရာခိုင်နှုန်း')).toHaveAccessibleDescription(
      '၁ မှ ၁၀၀ အထိ ရာခိုင်နှုန်း အပြည့်ကိန်း ထည့်ပါ။',
    );
  });

  it('shows the month’s use, the answers to an event, and the limit reached', async () => {
    await renderPromotions(
      createFakePromotions({ month: { month: '2026-11', used: 10, limit: 10 } }),
      { language: 'my' },
    );
    const posts = within(postsSection());
    expect(posts.getByText('ဤလ ပို့စ် ၁၀ ခုအနက် ၁၀ ခု')).toBeInTheDocument();
    const add = posts.getByRole('button', { name: 'ပို့စ်အသစ်' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'ဤလအတွက် ပို့စ် ၁၀ ခုလုံးကို သုံးပြီးပါပြီ။ ပို့စ်အသစ်များကို နောက်လတွင် သို့မဟုတ် ပို့စ် ပိုများစွာ ခွင့်ပြုသော အစီအစဉ်ဖြင့် တင်နိုင်ပါသည်။ အစီအစဉ်များ ကြည့်ရန်',
    );
    const facts = posts
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(facts).toEqual(['သွားမည်: ၁၂', 'မသွားပါ: ၃']);
    expect(posts.getByText('၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် ၁၈:၃၀ တွင်')).toBeInTheDocument();
  });

  it('shows the banner’s figures with Myanmar digits', async () => {
    await renderPromotions(createFakePromotions(), { language: 'my' });
    const banner = within(bannerSection());
    expect(banner.getByText('ယခု ပြသနေသည်')).toBeInTheDocument();
    const facts = banner
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(facts).toEqual([
      'ပြသချိန်: ၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၁ ရက် မှ ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၃၁ ရက် အထိ',
      'ပြသခဲ့သည့် အကြိမ်: ၁,၂၃၄',
      'နှိပ်ခဲ့သည့် အကြိမ်: ၅၆',
    ]);
  });

  it('explains in Burmese when the plan does not include banners', async () => {
    await renderPromotions(createFakePromotions({ banner: 'refused' }), { language: 'my' });
    const banner = within(bannerSection());
    expect(
      banner.getByText(
        'သင့်အစီအစဉ်တွင် ဤလုပ်ဆောင်ချက် မပါဝင်ပါ- ဈေးကွက်ပေါ်တွင် ဘန်နာပြရန် ကြော်ငြာဘန်နာ ထပ်ဆောင်းဝန်ဆောင်မှုကို ထည့်ပါ။',
      ),
    ).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'အစီအစဉ်နှင့် ထပ်ဆောင်းဝန်ဆောင်မှုများ ကြည့်ရန်' })).toHaveAttribute(
      'href',
      '/price',
    );
  });
});
