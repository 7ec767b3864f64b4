import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Receipt } from '@contract/billing';
import { apiPaths } from '@contract/apiPaths';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { shopFeeReceipt, transferReceipt, upgradeReceipt, walletReceipt } from './receiptFixtures';
import { ReceiptPage } from './ReceiptPage';

const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

function renderInBurmese(body: Receipt | (() => Response), number = 'R-2026-000001') {
  server.use(
    http.get(apiUrl(apiPaths.receipt), () =>
      typeof body === 'function' ? body() : HttpResponse.json(body),
    ),
  );
  return renderWithProviders(<ReceiptPage />, {
    route: `/dashboard/receipts/${number}`,
    path: '/dashboard/receipts/:number',
    preloadedState: languagePreload('my', loggedIn),
  });
}

/** Each row's cells as text; a row's header (the description) comes first in every row. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      ['columnheader', 'rowheader', 'cell'].flatMap((role) =>
        within(row)
          .queryAllByRole(role)
          .map((cell) => cell.textContent),
      ),
    );

describe('/dashboard/receipts/:number in Burmese', () => {
  it('writes the receipt in Burmese with Myanmar digits, dates on Yangon’s calendar', async () => {
    await renderInBurmese(upgradeReceipt);
    // The heading is the same while it loads: wait for the receipt itself.
    expect(await screen.findByRole('region', { name: 'ရောင်းသူ' })).toHaveTextContent(
      'Merchant Marketplace',
    );
    expect(screen.getByRole('region', { name: 'ဝယ်သူ' })).toHaveTextContent('Golden Tea House');
    // The buyer's township, kept in English on the receipt, reads in Burmese.
    expect(
      await within(screen.getByRole('region', { name: 'ဝယ်သူ' })).findByText('ဗဟန်း'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ငွေလက်ခံဖြတ်ပိုင်း R-၂၀၂၆-၀၀၀၀၀၁' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      'R-၂၀၂၆-၀၀၀၀၀၁',
      '၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက်',
      '၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် မှ ၂၀၂၇ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် အထိ',
      'ကတ်၊ Visa •••• ၄၂၄၂',
    ]);
  });

  it('lists the lines and figures in kyats with Myanmar digits', async () => {
    await renderInBurmese(upgradeReceipt);
    const table = await screen.findByRole('table', { name: 'ပေးချေခဲ့သည့် အရာများ' });
    expect(rowsOf(table)).toEqual([
      ['အကြောင်းအရာ', 'အရေအတွက်', 'ပမာဏ (ကျပ်)'],
      ['ပရီမီယံ အစီအစဉ်၊ ၁၂ လ', '၁', '၆၄၀,၀၀၀'],
      ['ဆိုရှယ်မီဒီယာ ပို့စ်များ', '၂', '၂၀,၀၀၀'],
      ['ဆိုင်ခွဲများ', '၁', '၁၅,၀၀၀'],
      ['လုပ်ဆောင်ချက် လျှော့စျေး (၁%)', '', '−၃၅၀'],
      ['မိတ်ဖက် လျှော့စျေး (YGN-PARTNER)', '', '−၁၀,၀၀၀'],
      ['ယခင် အစီအစဉ်၏ မသုံးရသေးသော ၁၂ ရက်စာ ခရက်ဒစ်', '', '−၂၀,၀၀၀'],
      ['အခွန် (၂%)', '', '၁၂,၈၉၃'],
      ['စုစုပေါင်း', '', '၆၅၇,၅၄၃'],
    ]);
    expect(screen.getByRole('button', { name: 'ပုံနှိပ်ရန်' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ဒက်ရှ်ဘုတ်သို့ ပြန်သွားရန်' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('writes the shop fee in USD with two decimals in Myanmar digits', async () => {
    await renderInBurmese(shopFeeReceipt, 'R-2025-000003');
    const table = await screen.findByRole('table', { name: 'ပေးချေခဲ့သည့် အရာများ' });
    expect(rowsOf(table).slice(-3)).toEqual([
      ['Shop registration fee', '၁', '၉၉.၉၉'],
      ['အခွန် (၅%)', '', '၅.၀၀'],
      ['စုစုပေါင်း', '', '၁၀၄.၉၉'],
    ]);
    expect(rowsOf(table)[0]).toEqual(['အကြောင်းအရာ', 'အရေအတွက်', 'ပမာဏ (USD)']);
  });

  it('says in Burmese that a receipt is not found', async () => {
    await renderInBurmese(
      () => HttpResponse.json({ message: 'Receipt not found' }, { status: 404 }),
      'R-2026-000099',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ငွေလက်ခံဖြတ်ပိုင်း မတွေ့ပါ' }),
    ).toBeInTheDocument();
  });
});

describe('/dashboard/receipts/:number in Burmese: how it was paid', () => {
  const paymentLine = async () =>
    (await screen.findByText('ငွေပေးချေနည်း', { selector: 'dt' })).nextElementSibling as HTMLElement;

  it('says in Burmese that it was paid by mobile wallet, the reference as written', async () => {
    await renderInBurmese(walletReceipt, 'R-2026-000002');
    const line = await paymentLine();
    expect(line).toHaveTextContent(/^မိုဘိုင်း ငွေပိုက်ဆံအိတ် \(စမ်းသပ်စနစ်\)၊ ရည်ညွှန်းကုဒ် SBX-20261205-7Q4K$/);
    expect(within(line).getByText('SBX-20261205-7Q4K').tagName).toBe('CODE');
  });

  it("says in Burmese that it was paid by bank transfer, the reference and the bank's id as written", async () => {
    await renderInBurmese(transferReceipt, 'R-2026-000003');
    expect(await paymentLine()).toHaveTextContent(
      /^ဘဏ်ငွေလွှဲ၊ ရည်ညွှန်းကုဒ် MP7K2Q9X4B1C၊ ငွေလွှဲ အမှတ် 0123-4567-89$/,
    );
  });

  it('leaves out in Burmese the transaction id of a transfer sent with only a slip', async () => {
    await renderInBurmese(
      {
        ...transferReceipt,
        payment: { method: 'bank_transfer', reference: 'MP7K2Q9X4B1C', transaction_id: null },
      },
      'R-2026-000003',
    );
    expect(await paymentLine()).toHaveTextContent(/^ဘဏ်ငွေလွှဲ၊ ရည်ညွှန်းကုဒ် MP7K2Q9X4B1C$/);
  });
});
