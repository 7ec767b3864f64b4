import { act, screen, waitFor, within } from '@testing-library/react';
import { apiPaths } from '@contract/apiPaths';
import { zawgyiSample } from '../../test/zawgyiSample';
import { FAKE_WORDS, createFakeStore, storePlans } from '../../test/storeHandlers';
import { renderStore, sampleItem, sampleProfile } from './storeTestKit';

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

const sample = zawgyiSample();
const region = (name: string) => screen.getByRole('region', { name });

/** Moves the keyboard focus to a control, as Tab would. */
const focus = (element: HTMLElement) => act(() => element.focus());

describe('/store in Burmese', () => {
  it('shows the plan, the checklist and the branch limit in Burmese words and digits', async () => {
    await renderStore(
      createFakeStore({
        plan: storePlans[0],
        phoneVerified: false,
        profile: sampleProfile(),
        branches: [
          {
            id: 1,
            name: 'ဗဟန်း',
            address: '',
            township_id: 1,
            phone: '09420000002',
            hours: [],
            slot_capacity: 4,
          },
        ],
      }),
      { language: 'my' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'သင့်ဆိုင်' })).toBeInTheDocument();
    const plan = region('သင့်အစီအစဉ်တွင် ပါဝင်သည်များ');
    expect(
      within(plan)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['အခြေခံ', 'ဆိုင်ခွဲ ၁ ခုအနက် ၁ ခု', 'တစ်လလျှင် ၁၀ ခု']);
    expect(within(plan).getByRole('link', { name: 'သစ္စာရှိဖောက်သည် အစီအစဉ်' })).toHaveAttribute(
      'href',
      '/store/loyalty',
    );

    const publish = region('သင့်ဆိုင်ကို ထုတ်ပြန်ရန်');
    expect(within(publish).getByRole('link', { name: 'ဖုန်းနံပါတ်ကို အတည်ပြုရန်' })).toHaveAttribute(
      'href',
      '/otp-verification',
    );
    expect(within(publish).getByRole('button', { name: 'ထုတ်ပြန်ရန်' })).toBeDisabled();

    const branches = region('ဆိုင်ခွဲများ');
    expect(within(branches).getByText('ဆိုင်ခွဲ ၁ ခုအနက် ၁ ခု')).toBeInTheDocument();
    expect(within(branches).getByRole('link', { name: 'ဆိုင်ခွဲ ထပ်ဆောင်းဝန်ဆောင်မှု ထည့်ရန်' })).toHaveAttribute(
      'href',
      '/price#features',
    );
    expect(within(branches).queryByRole('button', { name: 'ဆိုင်ခွဲ ထည့်ရန်' })).not.toBeInTheDocument();
  });

  it('says in Burmese that a logo and a cover come after the first save', async () => {
    await renderStore(createFakeStore(), { language: 'my' });
    const form = region('ဆိုင်အချက်အလက်');
    const logo = within(form).getByLabelText('လိုဂို');
    expect(logo).toBeDisabled();
    expect(logo).toHaveAccessibleDescription(
      expect.stringContaining('ဆိုင်အချက်အလက်ကို ဦးစွာ သိမ်းပြီးမှ လိုဂို ထည့်ပါ။'),
    );
    expect(within(form).getByText('ဆိုင်အချက်အလက်ကို ဦးစွာ သိမ်းပြီးမှ မျက်နှာဖုံး ဓာတ်ပုံ ထည့်ပါ။')).toBeVisible();
  });

  it('shows the server’s refusal to publish (409) as it answered', async () => {
    const fake = createFakeStore({
      profile: sampleProfile(),
      items: [sampleItem(1, 'လက်ဖက်ရည်')],
      refusePublish: true,
    });
    const { user } = await renderStore(fake, { language: 'my' });
    const publish = region('သင့်ဆိုင်ကို ထုတ်ပြန်ရန်');
    await user.click(within(publish).getByRole('button', { name: 'ထုတ်ပြန်ရန်' }));
    expect(await within(publish).findByRole('alert')).toHaveTextContent(FAKE_WORDS.publishRefused);
    expect(fake.callsTo('POST', apiPaths.storePublish)[0]?.headers['accept-language']).toBe('my');
  });

  it('lists prices in Myanmar digits and announces a move in Burmese', async () => {
    const fake = createFakeStore({
      profile: sampleProfile(),
      items: [sampleItem(1, 'လက်ဖက်ရည်', { price: 1500 }), sampleItem(2, 'ကော်ဖီ', { price: 2000 })],
    });
    const { user } = await renderStore(fake, { language: 'my' });
    const catalogue = region('ရောင်းကုန်စာရင်း');
    expect(within(catalogue).getByRole('tab', { name: 'ကုန်ပစ္စည်းများ (၂ ခု)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(catalogue).getAllByRole('listitem')[0]).toHaveTextContent(
      'လက်ဖက်ရည်၁,၅၀၀ ကျပ်ရရှိနိုင်သည်',
    );
    focus(within(catalogue).getByRole('button', { name: 'အောက်သို့ ရွှေ့ရန်- လက်ဖက်ရည်' }));
    await user.keyboard('{Enter}');
    expect(within(catalogue).getByRole('status')).toHaveTextContent(
      'လက်ဖက်ရည် ကို ၂ ခုအနက် နေရာ ၂ သို့ ရွှေ့ပြီးပါပြီ။',
    );
    expect(within(catalogue).getByRole('button', { name: 'အောက်သို့ ရွှေ့ရန်- လက်ဖက်ရည်' })).toBeDisabled();
    expect(within(catalogue).getByRole('button', { name: 'အပေါ်သို့ ရွှေ့ရန်- လက်ဖက်ရည်' })).toHaveFocus();
  });

  it('says what to fix in Burmese, and shows the server’s 422 at its field', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), takenSlugs: ['tea-house'] });
    const { user } = await renderStore(fake, { language: 'my' });
    const form = region('ဆိုင်အချက်အလက်');
    await user.clear(within(form).getByLabelText('ဖုန်း'));
    await user.type(within(form).getByLabelText('ဖုန်း'), '၀၉၄၂');
    await user.click(within(form).getByRole('button', { name: 'ဆိုင်အချက်အလက် သိမ်းရန်' }));
    expect(within(form).getByLabelText('ဖုန်း')).toHaveAccessibleDescription(
      expect.stringContaining('မြန်မာ မိုဘိုင်းဖုန်းနံပါတ် ထည့်ပါ'),
    );
    expect(fake.callsTo('PUT', apiPaths.store)).toEqual([]);

    await user.clear(within(form).getByLabelText('ဖုန်း'));
    await user.type(within(form).getByLabelText('ဖုန်း'), '၀၉၄၂၀၀၀၀၀၀၁');
    const slug = within(form).getByLabelText('ဆိုင်စာမျက်နှာ လိပ်စာ');
    await user.clear(slug);
    await user.type(slug, 'tea-house');
    await user.click(within(form).getByRole('button', { name: 'ဆိုင်အချက်အလက် သိမ်းရန်' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(expect.stringContaining(FAKE_WORDS.slugTaken)),
    );
    expect(fake.callsTo('PUT', apiPaths.store)[0]?.body).toMatchObject({ phone: '09420000001' });
  });

  it('offers the Unicode form of a Zawgyi shop name before saving', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake, { language: 'my' });
    const form = region('ဆိုင်အချက်အလက်');
    const name = within(form).getByLabelText('ဆိုင်အမည်');
    await user.clear(name);
    await user.type(name, sample.zawgyi);
    await user.click(within(form).getByRole('button', { name: 'ဆိုင်အချက်အလက် သိမ်းရန်' }));
    const notice = await within(form).findByRole('status', { name: /ဇော်ဂျီ/ });
    expect(within(notice).getByText(sample.unicode)).toBeInTheDocument();
    expect(fake.callsTo('PUT', apiPaths.store)).toEqual([]);
    await user.click(within(notice).getByRole('button', { name: 'ယူနီကုဒ် စာသားကို သုံးရန်' }));
    expect(name).toHaveValue(sample.unicode);
    await user.click(within(form).getByRole('button', { name: 'ဆိုင်အချက်အလက် သိမ်းရန်' }));
    await waitFor(() =>
      expect(fake.callsTo('PUT', apiPaths.store)[0]?.body).toMatchObject({ name: sample.unicode }),
    );
  });
});
