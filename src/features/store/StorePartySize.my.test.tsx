import { screen, within } from '@testing-library/react';
import { apiPaths } from '@contract/apiPaths';
import { createFakeStore } from '../../test/storeHandlers';
import { renderStore, sampleProfile } from './storeTestKit';

const profile = () => screen.getByRole('region', { name: 'ဆိုင်အချက်အလက်' });
const largest = () => within(profile()).getByLabelText('အများဆုံး လူဦးရေ');

jest.setTimeout(20_000);

describe('/store in Burmese: the largest party of a reservation', () => {
  it('shows it with Myanmar words, refuses one out of range in Burmese, and saves it', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake, { language: 'my' });
    const hint = 'ကြိုတင်နေရာယူမှု တစ်ခုတွင် ပါဝင်နိုင်သည့် အများဆုံး လူဦးရေ (၁ မှ ၁၀၀ အထိ)။ ထို့ထက် များသော အဖွဲ့ကို လက်မခံပါ။';
    expect(largest()).toHaveAccessibleDescription(hint);
    await user.clear(largest());
    await user.type(largest(), '၁၀၁');
    await user.click(within(profile()).getByRole('button', { name: 'ဆိုင်အချက်အလက် သိမ်းရန်' }));
    expect(largest()).toHaveAccessibleDescription(`${hint} ၁ မှ ၁၀၀ အထိ ကိန်းပြည့်တစ်ခု ထည့်ပါ။`);
    expect(fake.callsTo('PUT', apiPaths.store)).toHaveLength(0);

    await user.clear(largest());
    await user.type(largest(), '၃၀');
    await user.click(within(profile()).getByRole('button', { name: 'ဆိုင်အချက်အလက် သိမ်းရန်' }));
    expect(await within(profile()).findByText('သင့်ဆိုင်အချက်အလက်ကို သိမ်းပြီးပါပြီ။')).toBeInTheDocument();
    expect(fake.callsTo('PUT', apiPaths.store)[0]?.body).toMatchObject({ max_party_size: 30 });
  });
});
