import { screen, within } from '@testing-library/react';
import { cityPhone } from '../../test/marketplaceFixtures';
import { fakeOrdering, openStorePage, shopRoute } from './orderingTestSetup';

const dialog = () => screen.getByRole('dialog', { name: 'စားပွဲ ကြိုတင်နေရာယူရန်' });
const party = () => within(dialog()).getByRole('spinbutton', { name: 'လူဦးရေ' });

describe('the reserve dialog in Burmese', () => {
  it('shows the largest party, refuses a larger one in Burmese, and confirms with a Burmese date', async () => {
    const sent = fakeOrdering();
    const { user } = await openStorePage(shopRoute(cityPhone.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: cityPhone.name });
    await user.click(screen.getByRole('button', { name: 'စားပွဲ ကြိုတင်နေရာယူရန်' }));
    const time = within(dialog()).getByRole('combobox', { name: 'အချိန်' });
    await within(time).findByRole('option', { name: '၁၀:၃၀ (နေရာ ၃ ခု ကျန်)' });
    await user.selectOptions(time, '10:30');

    expect(party()).toHaveAccessibleDescription('လူ ၁၂ ဦးအထိ။');
    await user.clear(party());
    await user.type(party(), '၁၃');
    expect(party()).toHaveAccessibleDescription(
      'လူ ၁၂ ဦးအထိ။ ဤဆိုင်သည် တစ်ကြိမ်လျှင် လူ ၁၂ ဦးအထိသာ ကြိုတင်နေရာယူမှု လက်ခံပါသည်။',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'ကြိုတင်နေရာယူရန်' }));
    expect(sent.reservations).toHaveLength(0);

    await user.clear(party());
    await user.type(party(), '၁၂');
    expect(party()).toHaveAccessibleDescription('လူ ၁၂ ဦးအထိ။');
    await user.click(within(dialog()).getByRole('button', { name: 'ကြိုတင်နေရာယူရန်' }));
    const requested = await screen.findByRole('dialog', {
      name: 'ကြိုတင်နေရာယူမှု တောင်းဆိုပြီးပါပြီ',
    });
    expect(within(requested).getByRole('status')).toHaveTextContent(
      'တနင်္လာနေ့၊ မတ်လ ၃ ရက်၊ ၁၀:၃၀ အတွက် တောင်းဆိုထားပါသည်။ ဆိုင်က အတည်ပြုပေးပါမည်။',
    );
    expect(within(requested).getByRole('status')).not.toHaveTextContent(/[0-9]/);
    expect(sent.reservations[0]?.body).toMatchObject({ party_size: 12 });
  });
});
