import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, sampleCalculatorAddons, server } from '../../test/server';
import { quantityChanged } from './calculatorSlice';
import { heldResponse, openCalculator, renderLauncher, totalsCell, WORDS } from './testSetup';

const TITLE = WORDS.my.title;
const SOCIAL_MEDIA = sampleCalculatorAddons.findIndex((a) => a.name === 'Social Media Content');

describe('the Price Calculator in Burmese', () => {
  it('names the button and its turning text in Burmese', async () => {
    await renderLauncher('my');
    const button = screen.getByRole('button', { name: TITLE });
    expect(button).toHaveTextContent('စျေးနှုန်းတွက်စက် • စျေးနှုန်းတွက်စက် •');
  });

  it('shows every label, option and total in Burmese with Myanmar digits', async () => {
    const { dialog } = await openCalculator('my');
    expect(within(dialog).getByRole('group', { name: 'ငွေကြေး' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'ပြည်တွင်းငွေ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'ခြောက်လတစ်ကြိမ်' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'မိတ်ဖက် လျှော့စျေး' })).toBeChecked();
    expect(within(dialog).getByLabelText('လျှော့စျေး (%)')).toHaveValue('၅');
    expect(within(dialog).getByRole('spinbutton', { name: 'ဆိုရှယ်မီဒီယာ ပို့စ်များ အရေအတွက်' })).toHaveValue(
      '၀',
    );
    expect(within(dialog).getByText('ထပ်ဆောင်းဝန်ဆောင်မှု မရွေးရသေးပါ')).toBeInTheDocument();
    // The English page shows 390,000.00 USD and 19,500.00 USD for the same choices.
    expect(totalsCell(dialog, 'စုစုပေါင်း (အခွန်မပါ)', 'my')).toHaveTextContent('၃၉၀,၀၀၀.၀၀ USD');
    expect(totalsCell(dialog, 'လျှော့စျေး', 'my')).toHaveTextContent('− ၁၉,၅၀၀.၀၀ USD');
    expect(within(dialog).getByRole('button', { name: 'အတည်ပြုရန်' })).toBeInTheDocument();
  });

  it('gives the same total for a quantity typed in Myanmar digits as in Latin digits', async () => {
    const latin = await openCalculator('my');
    act(() => {
      latin.store.dispatch(quantityChanged({ index: SOCIAL_MEDIA, value: '7' }));
    });
    const latinTotal = totalsCell(latin.dialog, 'စုစုပေါင်း', 'my').textContent;
    const latinSubtotal = totalsCell(latin.dialog, 'စုစုပေါင်း (အခွန်မပါ)', 'my').textContent;
    latin.unmount();

    const myanmar = await openCalculator('my');
    act(() => {
      myanmar.store.dispatch(quantityChanged({ index: SOCIAL_MEDIA, value: '၇' }));
    });
    expect(
      within(myanmar.dialog).getByRole('spinbutton', { name: 'ဆိုရှယ်မီဒီယာ ပို့စ်များ အရေအတွက်' }),
    ).toHaveValue('၇');
    // The English page's subtotal for seven of them is 460,000.00 USD.
    expect(totalsCell(myanmar.dialog, 'စုစုပေါင်း (အခွန်မပါ)', 'my')).toHaveTextContent(
      '၄၆၀,၀၀၀.၀၀ USD',
    );
    expect(totalsCell(myanmar.dialog, 'စုစုပေါင်း (အခွန်မပါ)', 'my').textContent).toBe(latinSubtotal);
    expect(totalsCell(myanmar.dialog, 'စုစုပေါင်း', 'my').textContent).toBe(latinTotal);
    expect(within(myanmar.dialog).getByText(/အရေအတွက် ၇ ·/)).toBeInTheDocument();
  });

  it("shows 'Error: ' in Burmese with the server's message, and ours for a network failure", async () => {
    server.use(
      http.get(apiUrl(apiPaths.calculatorPlans), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user } = await renderLauncher('my');
    await user.click(screen.getByRole('button', { name: TITLE }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'အမှား- Database unavailable',
    );
  });

  it('says a network failure in Burmese', async () => {
    server.use(http.get(apiUrl(apiPaths.calculatorPlans), () => HttpResponse.error()));
    const { user } = await renderLauncher('my');
    await user.click(screen.getByRole('button', { name: TITLE }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('အမှား- ကွန်ရက် အမှား');
  });

  it("says 'Loading...' in Burmese while the prices are on their way", async () => {
    const held = heldResponse();
    server.use(
      http.get(apiUrl(apiPaths.calculatorAddons), async () => {
        await held.gate;
        return HttpResponse.json(sampleCalculatorAddons);
      }),
    );
    const { user } = await renderLauncher('my');
    await user.click(screen.getByRole('button', { name: TITLE }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('status')).toHaveTextContent('ဖွင့်နေသည်...');
    held.release();
    expect(await within(dialog).findByRole('checkbox', { name: 'အားလုံးရွေးရန်' })).toBeVisible();
  });
});
