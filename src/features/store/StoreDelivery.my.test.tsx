import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { createFakeDelivery, township } from './deliveryFormTestKit';
import { renderStore, sampleProfile } from './storeTestKit';

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

const bahan = township('Bahan');
const sanchaung = township('Sanchaung');

const section = () => screen.getByRole('region', { name: 'ပို့ဆောင်ခြင်း' });
const area = (number: string) => within(section()).getByRole('group', { name: `မြို့နယ် ${number}` });
const save = 'ပို့ဆောင်မည့် မြို့နယ်များကို သိမ်းရန်';

async function renderInBurmese() {
  const delivery = createFakeDelivery({
    areas: [{ township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 }],
  });
  server.use(...delivery.handlers);
  const rendered = await renderStore(createFakeStore({ profile: sampleProfile() }), {
    language: 'my',
  });
  await within(section()).findByRole('button', { name: save });
  return { ...rendered, delivery };
}

describe('/store in Burmese: delivery', () => {
  it('names the townships and their terms in Burmese, with Myanmar digits', async () => {
    await renderInBurmese();
    expect(
      within(section()).getByText(
        'သင် ပို့ဆောင်ပေးသော မြို့နယ်များနှင့် မြို့နယ်တစ်ခုစီ၏ ပို့ဆောင်ခ၊ ထိုမြို့နယ်သို့ ပို့ဆောင်ပေးမည့် အနည်းဆုံး အော်ဒါပမာဏနှင့် ကြာချိန် ခန့်မှန်းခြေ။ ထိုမြို့နယ်များ ပြင်ပရှိ ဈေးဝယ်သူများသည် ကိုယ်တိုင် လာယူနိုင်ပါသေးသည်။',
      ),
    ).toBeInTheDocument();
    const first = area('၁');
    expect(within(first).getByLabelText('မြို့နယ်')).toHaveDisplayValue('ဗဟန်း');
    const fee = within(first).getByLabelText('ပို့ဆောင်ခ (ကျပ်)');
    expect(fee).toHaveValue('၁၀၀၀');
    expect(fee).toHaveAccessibleDescription('၁,၀၀၀ ကျပ်');
    expect(within(first).getByLabelText('အနည်းဆုံး အော်ဒါ (ကျပ်)')).toHaveAccessibleDescription(
      '၅,၀၀၀ ကျပ်နှင့်အထက် အော်ဒါများ။',
    );
    expect(within(first).getByLabelText('ပို့ဆောင်ချိန် (မိနစ်)')).toHaveValue('၄၅');
    expect(within(first).getByRole('button', { name: 'မြို့နယ် ၁ ကို ဖယ်ရှားရန်' })).toHaveTextContent(
      'ဖယ်ရှားရန်',
    );
  });

  it('adds a township typed with Myanmar digits and says it is saved', async () => {
    const { user, delivery } = await renderInBurmese();
    await user.click(within(section()).getByRole('button', { name: 'မြို့နယ် ထည့်ရန်' }));
    const added = area('၂');
    await user.selectOptions(within(added).getByLabelText('မြို့နယ်'), 'စမ်းချောင်း');
    const fee = within(added).getByLabelText('ပို့ဆောင်ခ (ကျပ်)');
    expect(fee).toHaveAccessibleDescription('အခမဲ့ ပို့ဆောင်ပေးပါသည်။');
    await user.clear(fee);
    await user.type(fee, '၁၅၀၀');
    expect(fee).toHaveAccessibleDescription('၁,၅၀၀ ကျပ်');
    const minimum = within(added).getByLabelText('အနည်းဆုံး အော်ဒါ (ကျပ်)');
    expect(minimum).toHaveAccessibleDescription('အနည်းဆုံး ပမာဏ မသတ်မှတ်ပါ။');
    await user.clear(minimum);
    await user.type(minimum, '၁၀,၀၀၀');
    const time = within(added).getByLabelText('ပို့ဆောင်ချိန် (မိနစ်)');
    await user.clear(time);
    await user.type(time, '၃');
    expect(time).toHaveAccessibleDescription('၅ မှ ၆၀၀ မိနစ်အထိ ကိန်းပြည့်ဖြင့် ထည့်ပါ။');
    await user.type(time, '၀');
    expect(time).not.toHaveAccessibleDescription();
    await user.click(within(section()).getByRole('button', { name: save }));

    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'ပို့ဆောင်မည့် မြို့နယ်များကို သိမ်းပြီးပါပြီ။',
    );
    expect(delivery.saves()[0]?.body).toEqual({
      areas: [
        { township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 },
        { township_id: sanchaung.id, fee: 1500, min_total: 10000, eta_minutes: 30 },
      ],
    });
  });

  it('says in Burmese what to fix before anything is sent', async () => {
    const { user, delivery } = await renderInBurmese();
    await user.click(within(section()).getByRole('button', { name: 'မြို့နယ် ထည့်ရန်' }));
    await user.selectOptions(within(area('၂')).getByLabelText('မြို့နယ်'), 'ဗဟန်း');
    await user.click(within(section()).getByRole('button', { name: 'မြို့နယ် ထည့်ရန်' }));
    await user.click(within(section()).getByRole('button', { name: save }));

    await waitFor(() =>
      expect(within(area('၂')).getByLabelText('မြို့နယ်')).toHaveAccessibleDescription(
        'မြို့နယ်တစ်ခုကို တစ်ကြိမ်သာ ထည့်နိုင်ပါသည်။',
      ),
    );
    expect(within(area('၃')).getByLabelText('မြို့နယ်')).toHaveAccessibleDescription('မြို့နယ် ရွေးပါ။');
    expect(within(section()).getByRole('status')).toHaveTextContent(
      'အောက်တွင် ပြထားသော အကွက်များကို ပြင်ပါ။',
    );
    const fee = within(area('၁')).getByLabelText('ပို့ဆောင်ခ (ကျပ်)');
    await user.clear(fee);
    await user.type(fee, 'ငါးရာ');
    expect(fee).toHaveAccessibleDescription('၁,၀၀၀ ကျပ် ၀ မှ ၁၀,၀၀၀,၀၀၀ အထိ ကျပ်အပြည့်ဖြင့် ထည့်ပါ။');
    expect(delivery.saves()).toHaveLength(0);
  });
});
