import { screen, waitFor, within } from '@testing-library/react';
import { fakeDesigns, renderQueue, renderRequest } from './designsTestKit';

describe('/admin/designs in Burmese', () => {
  it('shows the queue in Burmese words, with Myanmar digits', async () => {
    fakeDesigns();
    await renderQueue('designer', 'my');
    const table = await screen.findByRole('table', { name: 'ဒီဇိုင်း တောင်းဆိုချက်များ' });
    const seven = within(table).getByRole('link', { name: 'တောင်းဆိုချက် အမှတ် ၇ ကို ဖွင့်ရန်' });
    expect(seven).toHaveTextContent('အမှတ် ၇');
    const row = seven.closest('tr')!;
    expect(row).toHaveTextContent('အသစ်');
    expect(row).toHaveTextContent('တိုင်ပင်ဆွေးနွေးမှု မှတ်တမ်းတင်ရန်');
    expect(row).toHaveTextContent('ဒီဇိုင်နာ');
    expect(screen.getByText('ဆိုင်ရှင်များထံမှ အဆင့်သစ် ၁ ခု')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'တောင်းဆိုချက် အားလုံး' })).toBeInTheDocument();
  });

  it('shows a request and notes the consultation in Burmese', async () => {
    const fake = fakeDesigns();
    const { user } = await renderRequest(7, 'designer', 'my');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ဒီဇိုင်း တောင်းဆိုချက် အမှတ် ၇' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ကုန်သည် အမှတ် ၃')).toBeInTheDocument();
    expect(screen.getByText('၀၉၄၂၀၀၀၀၀၀၁')).toBeInTheDocument();
    expect(screen.getByText('၁၃,၀၀၀ ကျပ်')).toBeInTheDocument();
    expect(screen.getByText('ပြင်ဆင်ရန် တောင်းဆိုမှု- ၂ ကြိမ်အနက် ၀ ကြိမ်')).toBeInTheDocument();
    expect(screen.getByText('အရောင် ၁- #c8a040')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'တိုင်ပင်ဆွေးနွေးမှုကို မှတ်တမ်းတင်ရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'တိုင်ပင်ဆွေးနွေးမှုကို မှတ်တမ်းတင်ရန်' });
    await user.click(within(dialog).getByRole('button', { name: 'မှတ်တမ်း သိမ်းရန်' }));
    expect(within(dialog).getByText('တိုင်ပင်ဆွေးနွေးမှု မှတ်တမ်းကို ရေးပါ။')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('သဘောတူထားသည်များ'), 'ရွှေရောင် ခွက်');
    await user.click(within(dialog).getByRole('button', { name: 'မှတ်တမ်း သိမ်းရန်' }));
    expect(
      await screen.findByText('တိုင်ပင်ဆွေးနွေးမှုကို မှတ်တမ်းတင်ပြီးပါပြီ။ နောက်တစ်ဆင့်မှာ အကြမ်းမူများ ဖြစ်ပါသည်။'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('အကြမ်းမူ (PNG၊ JPEG သို့မဟုတ် PDF)')).toBeInTheDocument();
    await waitFor(() => expect(fake.recorded.bodies).toContainEqual({ note: 'ရွှေရောင် ခွက်' }));
  });
});
