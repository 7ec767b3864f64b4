import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Receipt } from '@contract/billing';
import { apiPaths } from '@contract/apiPaths';
import { renderApp, renderWithProviders } from '../../test/renderWithProviders';
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

function answer(body: Receipt | (() => Response)) {
  const requests: Request[] = [];
  server.use(
    http.get(apiUrl(apiPaths.receipt), ({ request }) => {
      requests.push(request);
      return typeof body === 'function' ? body() : HttpResponse.json(body);
    }),
  );
  return requests;
}

const render = (number = 'R-2026-000001', preloadedState: object = loggedIn) =>
  renderWithProviders(<ReceiptPage />, {
    route: `/dashboard/receipts/${number}`,
    path: '/dashboard/receipts/:number',
    preloadedState,
  });

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

describe('/dashboard/receipts/:number', () => {
  it('asks for the receipt of the merchant by its number, with the token', async () => {
    const requests = answer(upgradeReceipt);
    await render();
    // The heading is the same while it loads: wait for the receipt itself.
    await screen.findByRole('table', { name: 'What was paid for' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Receipt R-2026-000001' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\/api\/merchant\/receipts\/3\/R-2026-000001$/);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-login');
  });

  it('shows seller, buyer, number, date in Yangon, period and card', async () => {
    answer(upgradeReceipt);
    await render();
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(seller).toHaveTextContent('Merchant MarketplaceNo. 1 Pyay Road, Kamayut, Yangon');
    expect(screen.getByRole('region', { name: 'Buyer' })).toHaveTextContent(
      'Golden Tea House12 Bo Yar Nyunt StreetBahan',
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(terms).toEqual(['Receipt number', 'Date', 'Plan period', 'Payment method']);
    expect(facts).toEqual([
      'R-2026-000001',
      '5 Dec 2026',
      '5 Dec 2026 to 5 Dec 2027',
      'Card, Visa •••• 4242',
    ]);
  });

  it('lists every line, the discounts, the credit, the tax and the total in MMK', async () => {
    answer(upgradeReceipt);
    await render();
    const table = await screen.findByRole('table', { name: 'What was paid for' });
    expect(rowsOf(table)).toEqual([
      ['Description', 'Quantity', 'Amount (MMK)'],
      ['Premium plan, 12 months', '1', '640,000'],
      ['Social Media Content', '2', '20,000'],
      ['Branches', '1', '15,000'],
      ['Feature discount (1%)', '', '−350'],
      ['Partner discount (YGN-PARTNER)', '', '−10,000'],
      ['Credit for 12 unused days of the previous plan', '', '−20,000'],
      ['Tax (2%)', '', '12,893'],
      ['Total', '', '657,543'],
    ]);
  });

  it('shows the shop fee in USD with two decimals, and no figure that is zero', async () => {
    answer(shopFeeReceipt);
    await render('R-2025-000003');
    const table = await screen.findByRole('table', { name: 'What was paid for' });
    expect(rowsOf(table)).toEqual([
      ['Description', 'Quantity', 'Amount (USD)'],
      ['Shop registration fee', '1', '99.99'],
      ['Tax (5%)', '', '5.00'],
      ['Total', '', '104.99'],
    ]);
    expect(screen.queryByRole('term', { name: 'Plan period' })).not.toBeInTheDocument();
    expect(screen.queryByText('Plan period')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Buyer' })).toHaveTextContent(
      'Golden Tea HouseBahan',
    );
    expect(screen.getByText('Card, Mastercard •••• 4444')).toBeInTheDocument();
  });

  /** The payment method's line of the receipt, beside its term. */
  const paymentLine = async () =>
    (await screen.findByText('Payment method', { selector: 'dt' }))
      .nextElementSibling as HTMLElement;

  it('says a wallet payment was made by mobile wallet, through which provider, with its reference as written', async () => {
    answer(walletReceipt);
    await render('R-2026-000002');
    const line = await paymentLine();
    expect(line).toHaveTextContent(/^Mobile wallet \(sandbox\), reference SBX-20261205-7Q4K$/);
    expect(within(line).getByText('SBX-20261205-7Q4K').tagName).toBe('CODE');
  });

  it('names a provider it knows by its own name, and another as the server wrote it', async () => {
    answer({
      ...walletReceipt,
      payment: { method: 'wallet', provider: 'dinger', provider_reference: 'DGR-88213' },
    });
    await render('R-2026-000002');
    expect(await paymentLine()).toHaveTextContent(
      /^Mobile wallet \(Dinger\), reference DGR-88213$/,
    );
  });

  it("says a bank transfer was paid with its reference and the bank's transaction id", async () => {
    answer(transferReceipt);
    await render('R-2026-000003');
    const line = await paymentLine();
    expect(line).toHaveTextContent(
      /^Bank transfer, reference MP7K2Q9X4B1C, transaction 0123-4567-89$/,
    );
    expect(
      within(line)
        .getAllByText(/./, { selector: 'code' })
        .map((code) => code.textContent),
    ).toEqual(['MP7K2Q9X4B1C', '0123-4567-89']);
  });

  it('leaves out the transaction id of a transfer sent with only a slip', async () => {
    answer({
      ...transferReceipt,
      payment: { method: 'bank_transfer', reference: 'MP7K2Q9X4B1C', transaction_id: null },
    });
    await render('R-2026-000003');
    expect(await paymentLine()).toHaveTextContent(/^Bank transfer, reference MP7K2Q9X4B1C$/);
  });

  it("'Print' prints the page, and 'Back to dashboard' goes back", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    answer(upgradeReceipt);
    const { user, router } = await render();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("a receipt that is not the merchant's says 'Receipt not found'", async () => {
    answer(() => HttpResponse.json({ message: 'Receipt not found' }, { status: 404 }));
    await render('R-2026-000099');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receipt not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it("a number that is no receipt's (refused as malformed) is not found either", async () => {
    answer(() => HttpResponse.json({ message: 'Invalid', data: { errors: {} } }, { status: 422 }));
    await render('nonsense');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receipt not found' }),
    ).toBeInTheDocument();
  });

  it('a 401 shows the session-expired screen', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    answer(() => HttpResponse.json({ message: 'Token not valid' }, { status: 401 }));
    await render();
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('sends a visitor who is not logged in to /login, without asking for the receipt', async () => {
    const requests = answer(upgradeReceipt);
    const { router } = await render('R-2026-000001', {
      session: { token: null, user: null, merchantUser: null },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests).toHaveLength(0);
  });

  it('another failure says so and offers to try again', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
        : HttpResponse.json(upgradeReceipt);
    });
    const { user } = await render();
    expect(await screen.findByText('The receipt could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'What was paid for' })).toBeInTheDocument();
  });

  it('is a page of the app, inside its layout, for a merchant', async () => {
    answer(upgradeReceipt);
    await renderApp({ route: '/dashboard/receipts/R-2026-000001', preloadedState: loggedIn });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('table', { name: 'What was paid for' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Receipt R-2026-000001' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Receipt R-2026-000001 | Merchant Marketplace');
  });
});

describe("the receipt's print stylesheet", () => {
  const css = readFileSync(path.join(__dirname, 'receipt.css'), 'utf8');
  const print = css.slice(css.indexOf('@media print'));

  it('prints on A4 with 15 mm margins', () => {
    expect(print).toMatch(/@page\s*\{\s*size:\s*A4;\s*margin:\s*15mm;\s*\}/);
  });

  it("leaves out the app's header, footer and floating buttons, and the page's buttons", () => {
    expect(print).toMatch(
      /\.app-shell:has\(\.receipt-page\) > :not\(\.site-main\),\s*\.receipt-actions\s*\{\s*display:\s*none !important;/,
    );
  });
});
