import { screen, waitFor, within } from '@testing-library/react';
import { renderDesigns } from './designsTestKit';

describe('/store/designs in Burmese', () => {
  it('lists the units, the requests and the prices in Burmese words, with Myanmar digits', async () => {
    await renderDesigns('my').rendered;
    expect(
      await screen.findByText('သင့်အစီအစဉ်ဖြင့် ဝယ်ထားသော ဒီဇိုင်း ယူနစ် ၄ ခုအနက် ၁ ခု ကျန်ပါသည်။'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'တံဆိပ်နှင့် ကတ် ဒီဇိုင်းများ' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ဒီဇိုင်နာထံမှ အဆင့်သစ် ၁ ခု')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'သင့်ဒီဇိုင်း တောင်းဆိုချက်များ' });
    const seven = within(table)
      .getByRole('rowheader', { name: /^အမှတ် ၇/ })
      .closest('tr')!;
    expect(within(seven).getByRole('rowheader')).toHaveTextContent('အမှတ် ၇ အသစ်');
    expect(seven).toHaveTextContent('သစ္စာရှိဖောက်သည် တံဆိပ်');
    expect(seven).toHaveTextContent('၁၃,၀၀၀ ကျပ်');
    expect(seven).toHaveTextContent('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၁ ရက်');
    expect(seven).toHaveTextContent('စစ်ဆေးရန် အကြမ်းမူများ');
    expect(seven).toHaveTextContent('သင်');
    const extras = screen.getByRole('table', { name: 'အပိုဝန်ဆောင်မှုများ' });
    expect(within(extras).getByRole('row', { name: /သုံးဖက်မြင် နမူနာပုံများ/ })).toHaveTextContent(
      '+၅,၀၀၀ ကျပ်',
    );
    const products = screen.getByRole('table', { name: 'ဒီဇိုင်းများ' });
    expect(within(products).getByRole('row', { name: /လက်ဆောင်ကတ်/ })).toHaveTextContent('၁၀,၀၀၀ ကျပ်');
  });

  it('opens a request and asks for a revision in Burmese', async () => {
    const { fake, rendered } = renderDesigns('my');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'တောင်းဆိုချက် အမှတ် ၇ ကို ဖွင့်ရန်' }));
    const opened = await screen.findByRole('region', {
      name: 'တောင်းဆိုချက် အမှတ် ၇- သစ္စာရှိဖောက်သည် တံဆိပ်',
    });
    expect(await within(opened).findByText('ကျန်ရှိသော ပြင်ဆင်မှု- ၂ ကြိမ်အနက် ၁ ကြိမ်')).toBeInTheDocument();
    expect(within(opened).getByText('အရောင် ၁- #c8a040')).toBeInTheDocument();
    expect(
      await within(opened).findByRole('link', { name: 'stamp-b.pdf ကို ဒေါင်းလုဒ်လုပ်ရန်' }),
    ).toBeInTheDocument();
    await user.click(within(opened).getByRole('button', { name: 'stamp-a-v2.png ကို ရွေးရန်' }));
    expect(await within(opened).findByText('ရွေးထားသည်')).toBeInTheDocument();
    await user.click(within(opened).getByRole('button', { name: 'ပြင်ဆင်ရန် တောင်းဆိုရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'ပြင်ဆင်ရန် တောင်းဆိုရန်' });
    await user.type(within(dialog).getByLabelText('ပြောင်းစေလိုသည်များ'), 'အစိမ်းရောင် ပိုရင့်ပါ');
    await user.click(within(dialog).getByRole('button', { name: 'ပြင်ဆင်ရန် တောင်းဆိုချက် ပို့ရန်' }));
    expect(
      await screen.findByText('ပြင်ဆင်ရန် တောင်းဆိုပြီးပါပြီ။ ဒီဇိုင်နာက ပြင်ဆင်ထားသော ဒီဇိုင်းကို ပို့ပေးပါမည်။'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.received).toContainEqual({
        call: 'revision 7',
        body: { comment: 'အစိမ်းရောင် ပိုရင့်ပါ' },
      }),
    );
  });

  it('shows the brief’s form in Burmese, its total in kyats', async () => {
    const { rendered } = renderDesigns('my');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'ဒီဇိုင်း တောင်းဆိုရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'ဒီဇိုင်း တောင်းဆိုရန်' });
    await user.click(within(dialog).getByRole('radio', { name: 'အမှတ်တံဆိပ်ပါ တံဆိပ် ၅ ခုတွဲ၊ ၃၀,၀၀၀ ကျပ်' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'လှုပ်ရှားပုံ (အန်နီမေးရှင်း)၊ +၈,၀၀၀ ကျပ်' }),
    );
    expect(within(dialog).getByText('စုစုပေါင်း- ၃၈,၀၀၀ ကျပ်')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'အရောင် ထည့်ရန်' }));
    expect(within(dialog).getByLabelText('အရောင် ၁')).toHaveAttribute('type', 'color');
    expect(within(dialog).getByLabelText('သင့်လိုဂို (မထည့်လည်း ရပါသည်)')).toHaveAttribute('type', 'file');
    await user.click(within(dialog).getByRole('button', { name: 'ဒီဇိုင်း အကျဉ်းချုပ် ပို့ရန်' }));
    expect(within(dialog).getByText('သင်လိုချင်သော ဒီဇိုင်းကို ရေးပြပါ။')).toBeInTheDocument();
  });
});
