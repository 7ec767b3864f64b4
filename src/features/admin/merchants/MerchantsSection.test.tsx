import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, server } from '../../../test/server';
import { OPERATOR_TOKEN, fakeMerchants, renderAdmin } from './merchantsTestSetup';

jest.setTimeout(20_000);

const region = (name: string) => screen.getByRole('region', { name });

describe('/admin: the overview in English', () => {
  it('shows each figure as a link to the list behind it, in MMK', async () => {
    const calls = fakeMerchants();
    await renderAdmin('/admin', 'finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Shops in grace 2' })).toHaveAttribute(
      'href',
      '/admin/merchants?state=grace',
    );
    expect(screen.getByRole('link', { name: 'Renewals due in 7 days 4' })).toHaveAttribute(
      'href',
      '/admin/merchants?state=active&renews_within=7',
    );
    expect(screen.getByRole('link', { name: 'Payments awaiting review 5' })).toHaveAttribute(
      'href',
      '/admin/payments?tab=transfers',
    );
    expect(screen.getByRole('link', { name: 'Standard 12' })).toHaveAttribute(
      'href',
      '/admin/merchants?state=active',
    );
    const month = region('Collected this month (2026-12)');
    expect(within(month).getByText('1,250,000 MMK')).toBeVisible();
    expect(within(month).getByText('1,580,000 MMK')).toBeVisible();
    expect(calls[0]?.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
  });
});

describe('/admin/merchants in English', () => {
  it('searches with the filters in the URL and links each merchant to their page', async () => {
    const calls = fakeMerchants();
    const { user, router } = await renderAdmin('/admin/merchants?state=grace');
    expect(await screen.findByRole('link', { name: 'Daw Aye' })).toHaveAttribute(
      'href',
      '/admin/merchants/7',
    );
    expect(new URL(calls[0]!.url).searchParams.get('state')).toBe('grace');
    expect(screen.getByLabelText('Plan')).toHaveValue('grace');
    await user.type(screen.getByLabelText('Name, phone or shop name'), 'ရွှေရည်');
    await user.selectOptions(screen.getByLabelText('Township'), 'Botataung');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('township=1'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('ရွှေရည်');
    expect(params.get('state')).toBe('grace');
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.get('q') === 'ရွှေရည်')).toBe(true),
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Phone' })).toBeVisible();
    expect(within(table).getByText('In grace')).toBeVisible();
  });
});

describe("/admin/merchants/7: a merchant's page in English", () => {
  it('shows every part and adds a note as support', async () => {
    const calls = fakeMerchants();
    const { user } = await renderAdmin('/admin/merchants/7', 'support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daw Aye' })).toBeVisible();
    expect(within(region('Subscription history')).getByText('Standard, 3 months')).toBeVisible();
    const payments = region('Payments and receipts');
    expect(within(payments).getByText('94,500 MMK')).toBeVisible();
    expect(within(payments).getByText('R-2026-000012')).toBeVisible();
    expect(within(payments).getByText(/C-2026-000005/)).toBeVisible();
    expect(within(region('Store and listing')).getByText('/store/shwe-yee')).toBeVisible();
    expect(within(region('Activity')).getByText('1,234')).toBeVisible();
    expect(
      within(region('Audit log of this merchant')).getByText('body: Earlier note'),
    ).toBeVisible();

    const notes = region("Operators' notes");
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByText('Type the note first.')).toBeVisible();
    await user.type(within(notes).getByLabelText('New note'), 'Asked for an invoice.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Asked for an invoice.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ body: 'Asked for an invoice.' });
    expect(post?.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
    expect(within(notes).getByLabelText('New note')).toHaveValue('');
  });

  it('hides the note form from finance', async () => {
    fakeMerchants();
    await renderAdmin('/admin/merchants/7', 'finance');
    const notes = await screen.findByRole('region', { name: "Operators' notes" });
    expect(within(notes).getByText('Called: will renew on Friday.')).toBeVisible();
    expect(within(notes).queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it('says when there is no such merchant', async () => {
    fakeMerchants();
    await renderAdmin('/admin/merchants/8', 'support');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such merchant.');
  });
});

describe('/admin/audit in English', () => {
  it('searches and shows before and after readably', async () => {
    const calls = fakeMerchants();
    const { user } = await renderAdmin('/admin/audit', 'support');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('price_3month: 90000')).toBeVisible();
    expect(within(table).getByText('price_3month: 99000')).toBeVisible();
    expect(within(table).getByText('New year prices')).toBeVisible();
    await user.type(screen.getByLabelText('Action'), 'refund');
    await user.type(screen.getByLabelText('Merchant number'), '7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = new URL(calls[calls.length - 1]!.url).searchParams;
      expect([last.get('action'), last.get('merchant')]).toEqual(['refund', '7']);
    });
  });
});

describe('/admin/exports in English', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:export-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('downloads with the operator token and saves the named file', async () => {
    const calls = fakeMerchants();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const { user } = await renderAdmin('/admin/exports', 'support');
    expect(screen.getAllByRole('button', { name: /^Download/ })).toHaveLength(4);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Download Merchants' }));
    expect(await screen.findByText('Merchants downloaded.')).toBeVisible();
    expect(clicked).toEqual(['merchants-2026-12-07.csv blob:export-1']);
    const call = calls.find((c) => c.url.includes('/admin/exports/merchants'));
    expect(call?.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
    expect(new URL(call!.url).searchParams.get('from')).toBe('2026-11-01');
    click.mockRestore();
  });

  it('says when a download failed, and a new one may start', async () => {
    fakeMerchants();
    server.use(
      http.get(apiUrl(apiPaths.adminExport), () =>
        HttpResponse.json({ message: 'Busy' }, { status: 503 }),
      ),
    );
    const { user } = await renderAdmin('/admin/exports', 'finance');
    await user.click(screen.getByRole('button', { name: 'Download Payments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments could not be downloaded. Please try again.',
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download Refunds' })).toBeEnabled();
  });

  it('offers a designer nothing', async () => {
    fakeMerchants();
    await renderAdmin('/admin/exports', 'designer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
    expect(screen.queryAllByRole('button', { name: /^Download/ })).toEqual([]);
  });
});
