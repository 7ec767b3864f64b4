import { screen, within } from '@testing-library/react';
import { renderTeam } from './teamTestKit';

describe('/store/team in Burmese', () => {
  it('lists the team in Burmese words, with Myanmar digits', async () => {
    await renderTeam('my').rendered;
    expect(await screen.findByRole('table', { name: 'အဖွဲ့ဝင်များ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'အဖွဲ့' })).toBeInTheDocument();
    expect(screen.getByText('သင့်အစီအစဉ်တွင် သင်အပါအဝင် ၅ ဦးအနက် ၂ ဦး ရှိပါသည်။')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'အဖွဲ့ဝင်များ' });
    expect(within(table).getByText('ပိုင်ရှင်')).toBeInTheDocument();
    expect(within(table).getByText('ငွေကိုင်')).toBeInTheDocument();
    expect(within(table).getByText('၀၉၇၉၀၀၀၀၀၁၁')).toBeInTheDocument();
  });

  it('has the notifications card in Burmese', async () => {
    await renderTeam('my').rendered;
    expect(await screen.findByRole('heading', { name: 'အသိပေးချက်များ' })).toBeInTheDocument();
  });

  it('invites a member and says so in Burmese', async () => {
    const { rendered } = renderTeam('my');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'အဖွဲ့ဝင် ဖိတ်ရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'အဖွဲ့ဝင် ဖိတ်ရန်' });
    await user.type(within(dialog).getByLabelText('အမည်'), 'မမြ');
    await user.type(within(dialog).getByLabelText('ဖုန်းနံပါတ်'), '09790000014');
    await user.click(within(dialog).getByRole('button', { name: 'ဖိတ်ရန်' }));
    expect(
      await screen.findByText('မမြ အဖွဲ့တွင် ပါဝင်ပါပြီ။ ၀၉၇၉၀၀၀၀၀၁၄ ဖြင့် ယခု အကောင့်ဝင်နိုင်ပါသည်။'),
    ).toBeInTheDocument();
  });

  it('tells a cashier the page is not for their role, in Burmese', async () => {
    await renderTeam('my', { role: 'cashier' }).rendered;
    expect(await screen.findByText('ဤဆိုင်တွင် သင့်တာဝန်ဖြင့် ဤလုပ်ဆောင်ချက်ကို ပြုလုပ်ခွင့် မရှိပါ။')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'အော်ဒါများသို့ သွားရန်' })).toBeInTheDocument();
  });
});
