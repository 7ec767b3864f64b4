import { screen, within } from '@testing-library/react';
import { fakeModeration, renderModeration } from './moderationTestSetup';

describe('/admin/moderation in Burmese', () => {
  it('shows the queue and the suspension dialog in Burmese', async () => {
    const recorded = fakeModeration();
    const { user } = await renderModeration('support', 'my');
    const goldenTea = await screen.findByRole('region', { name: 'Golden Tea' });
    expect(screen.getByRole('heading', { name: 'မကိုင်တွယ်ရသေးသော တိုင်ကြားချက်များ' })).toBeInTheDocument();
    expect(within(goldenTea).getByText('လိမ်လည်မှု')).toBeInTheDocument();
    expect(within(goldenTea).getByText('ကုန်သည် အမှတ် ၇')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ဆိုင်းငံ့ထားသော ဆိုင်များ' })).toBeInTheDocument();

    await user.click(within(goldenTea).getByRole('button', { name: 'Golden Tea ကို ဆိုင်းငံ့ရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'Golden Tea ကို ဆိုင်းငံ့ရန်' });
    await user.click(within(dialog).getByRole('button', { name: 'ဆိုင်ကို ဆိုင်းငံ့ရန်' }));
    expect(within(dialog).getByText('ကုန်သည် မြင်ရမည့် အကြောင်းရင်းကို ရေးပါ။')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('ကုန်သည်ကို ပြမည့် အကြောင်းရင်း'), 'အတုပစ္စည်း');
    await user.click(within(dialog).getByRole('button', { name: 'ဆိုင်ကို ဆိုင်းငံ့ရန်' }));
    expect(
      await screen.findByText('Golden Tea ကို ဆိုင်းငံ့ပြီး စာရင်းမှ ဖယ်ရှားပြီးပါပြီ။'),
    ).toBeInTheDocument();
    expect(recorded.bodies).toContainEqual({ reason: 'အတုပစ္စည်း' });
  });
});
