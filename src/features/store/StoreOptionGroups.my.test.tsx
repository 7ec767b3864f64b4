import { screen, waitFor, within } from '@testing-library/react';
import { optionPaths } from '@contract/optionPaths';
import { server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { createFakeOptions, extrasGroup, sizeGroup } from './optionFormTestKit';
import { renderStore, sampleItem, sampleProfile } from './storeTestKit';

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

const panel = () =>
  within(screen.getByRole('region', { name: 'ရောင်းကုန်စာရင်း' })).getByRole('tabpanel');
const choices = (item: string) => screen.getByRole('dialog', { name: `${item} ၏ ရွေးချယ်စရာများ` });
const entries = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((entry) => entry.querySelector('.store-item__text')?.textContent);

async function renderInBurmese(items = [sampleItem(1, 'လက်ဖက်ရည်', { price: 800 })]) {
  const fake = createFakeStore({ profile: sampleProfile(), items });
  const options = createFakeOptions(fake);
  server.use(...options.handlers);
  const rendered = await renderStore(fake, { language: 'my' });
  return { ...rendered, options };
}

describe('/store in Burmese: choices on an item', () => {
  it('names the groups and options in Burmese, with Myanmar digits', async () => {
    const { user } = await renderInBurmese([
      sampleItem(1, 'ခေါက်ဆွဲ', { options: [sizeGroup(), extrasGroup()] }),
    ]);
    const button = within(panel()).getByRole('button', {
      name: 'ခေါက်ဆွဲ အတွက် ရွေးချယ်စရာများ (၂)',
    });
    expect(button).toHaveTextContent(/^ရွေးချယ်စရာများ \(၂\)$/);
    await user.click(button);
    const dialog = choices('ခေါက်ဆွဲ');
    // A group or an option without a Burmese name shows its English one.
    expect(entries(dialog)).toEqual([
      'အရွယ်အစား · တစ်ခု ရွေးပါ · မဖြစ်မနေ ရွေးရမည်ပုံမှန်၊ အကြီး +၅၀၀ ကျပ်',
      'Extras · ၂ ခုအထိ ရွေးနိုင်သည်Extra egg +၃၀၀ ကျပ်၊ Extra cheese +၄၀၀ ကျပ်',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'အရွယ်အစား ကို ဖယ်ရှားရန်' }));
    expect(screen.getByRole('alertdialog', { name: 'ရွေးချယ်စရာ အုပ်စု ဖယ်ရှားရန်' })).toHaveTextContent(
      'ခေါက်ဆွဲ မှ အရွယ်အစား နှင့် ၎င်း၏ ရွေးချယ်စရာများကို ဖယ်ရှားမလား။',
    );
  });

  it('adds a group typed with Myanmar digits', async () => {
    const { user, options } = await renderInBurmese();
    await user.click(within(panel()).getByRole('button', { name: 'လက်ဖက်ရည် အတွက် ရွေးချယ်စရာများ' }));
    const list = choices('လက်ဖက်ရည်');
    expect(within(list).getByText('ရွေးချယ်စရာ မရှိသေးပါ။')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'ရွေးချယ်စရာ အုပ်စု ထည့်ရန်' }));

    const form = screen.getByRole('dialog', { name: 'ရွေးချယ်စရာ အုပ်စု ထည့်ရန်' });
    await user.type(within(form).getByLabelText('အမည်'), 'Extras');
    await user.type(within(form).getByLabelText('မြန်မာအမည်'), 'အပိုများ');
    await user.click(within(form).getByRole('checkbox', { name: 'ဈေးဝယ်သူများ တစ်ခုထက်ပို ရွေးနိုင်သည်' }));
    expect(within(form).getByLabelText('အများဆုံး')).toHaveValue('၂');
    expect(within(form).queryByLabelText('အနည်းဆုံး')).not.toBeInTheDocument();

    const first = within(form).getByRole('group', { name: 'ရွေးချယ်စရာ ၁' });
    await user.type(within(first).getByLabelText('ရွေးချယ်စရာ'), 'Extra egg');
    await user.type(within(first).getByLabelText('ရွေးချယ်စရာ၏ မြန်မာအမည်'), 'ကြက်ဥ ထပ်ထည့်');
    const price = within(first).getByLabelText('စျေးနှုန်း ကွာခြားချက် (ကျပ်)');
    await user.clear(price);
    await user.type(price, '၁,၅၀၀');
    expect(price).toHaveAccessibleDescription('+၁,၅၀၀ ကျပ်');
    await user.click(within(form).getByRole('button', { name: 'ရွေးချယ်စရာ ထည့်ရန်' }));
    const second = within(form).getByRole('group', { name: 'ရွေးချယ်စရာ ၂' });
    await user.type(within(second).getByLabelText('ရွေးချယ်စရာ'), 'Extra cheese');
    await user.click(within(form).getByRole('button', { name: 'သိမ်းရန်' }));

    await waitFor(() =>
      expect(options.callsTo('POST', optionPaths.storeOptionGroups)[0]?.body).toEqual({
        name: 'Extras',
        name_my: 'အပိုများ',
        min: 0,
        max: 2,
        options: [
          { name: 'Extra egg', name_my: 'ကြက်ဥ ထပ်ထည့်', price: 1500 },
          { name: 'Extra cheese', name_my: '', price: 0 },
        ],
      }),
    );
    await waitFor(() =>
      expect(entries(choices('လက်ဖက်ရည်'))).toEqual([
        'အပိုများ · ၂ ခုအထိ ရွေးနိုင်သည်ကြက်ဥ ထပ်ထည့် +၁,၅၀၀ ကျပ်၊ Extra cheese',
      ]),
    );
  });

  it('says in Burmese what to fix before anything is sent', async () => {
    const { user, options } = await renderInBurmese();
    await user.click(within(panel()).getByRole('button', { name: 'လက်ဖက်ရည် အတွက် ရွေးချယ်စရာများ' }));
    await user.click(within(choices('လက်ဖက်ရည်')).getByRole('button', { name: 'ရွေးချယ်စရာ အုပ်စု ထည့်ရန်' }));
    const form = screen.getByRole('dialog', { name: 'ရွေးချယ်စရာ အုပ်စု ထည့်ရန်' });
    await user.type(within(form).getByLabelText('ရွေးချယ်စရာ'), 'ပုံမှန်');
    await user.click(within(form).getByRole('checkbox', { name: 'ဈေးဝယ်သူများ မဖြစ်မနေ ရွေးရမည်' }));
    await user.click(within(form).getByRole('checkbox', { name: 'ဈေးဝယ်သူများ တစ်ခုထက်ပို ရွေးနိုင်သည်' }));
    const atMost = within(form).getByLabelText('အများဆုံး');
    await user.clear(atMost);
    await user.type(atMost, '၃');
    await user.click(within(form).getByRole('button', { name: 'သိမ်းရန်' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('အမည်')).toHaveAccessibleDescription(
        'ဥပမာ အရွယ်အစား၊ သကြား သို့မဟုတ် အပိုများ။ အုပ်စုအမည် ထည့်ပါ။',
      ),
    );
    expect(within(form).getByLabelText('အများဆုံး')).toHaveAccessibleDescription(
      'အများဆုံး အရေအတွက်သည် ရွေးချယ်စရာ အရေအတွက်ထက် မများရပါ။',
    );
    expect(within(form).getByLabelText('အနည်းဆုံး')).toHaveValue('၁');
    expect(options.calls).toHaveLength(0);
  });
});
