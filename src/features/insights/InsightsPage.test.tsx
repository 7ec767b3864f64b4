import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { drawn } from '../../test/uplotStub';
import { fakeInsights, renderInsights } from './insightsTestKit';
import { insightsPaths } from '@contract/insightsPaths';

const measure = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

beforeEach(() => {
  drawn.length = 0;
});

describe('/store/insights in English', () => {
  it('shows each measure beside the period before', async () => {
    await renderInsights('en').rendered;
    expect(await screen.findByRole('heading', { level: 2, name: 'Measures' })).toBeInTheDocument();
    expect(screen.getByText(/^1 Nov 2026 to 3 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Compared with 29 Oct 2026 to 31 Oct 2026')).toBeInTheDocument();
    const sales = measure('Sales (MMK)');
    expect(sales).toHaveTextContent('125,000');
    expect(sales).toHaveTextContent('▲ 25 % on the period before');
    expect(sales).toHaveTextContent('Before: 100,000');
    expect(measure('Orders')).toHaveTextContent('▼ 20 % on the period before');
    expect(measure('Repeat customer rate')).toHaveTextContent('50 %');
    expect(measure('Repeat customer rate')).toHaveTextContent('Nothing to compare with');
    // Every measure of one value is there: 22 of them.
    expect(
      within(screen.getByRole('region', { name: 'Measures' })).getAllByRole('heading', {
        level: 3,
      }),
    ).toHaveLength(22);
  });

  it('draws the sales of this period over the one before, and every chart has a label', async () => {
    await renderInsights('en').rendered;
    await screen.findByRole('heading', { level: 2, name: 'Measures' });
    await waitFor(() => expect(drawn.filter((d) => !d.destroyed)).toHaveLength(4));
    const [sales] = drawn.filter((d) => !d.destroyed);
    expect(sales?.data).toEqual([
      [0, 1, 2],
      [50000, 0, 75000],
      [30000, 30000, 40000],
    ]);
    expect(sales?.options.series.map((s) => s.label)).toEqual([
      undefined,
      'This period',
      'The period before',
    ]);
    expect(
      screen.getByRole('img', { name: 'Sales (MMK) by day: this period and the one before' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sales (MMK) by hour of the day' })).toBeInTheDocument();
  });

  it('shows every chart as a table on request', async () => {
    const { rendered } = renderInsights('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('radio', { name: 'Tables' }));
    const trend = screen.getByRole('table', { name: 'Sales and orders by day, week and month' });
    const rows = within(trend).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1 Nov 2026');
    expect(rows[1]).toHaveTextContent('50,000');
    expect(rows[3]).toHaveTextContent('75,000');
    expect(rows[3]).toHaveTextContent('40,000');
    expect(screen.getByRole('table', { name: 'Sales by hour of the day' })).toHaveTextContent(
      '09:00–10:00',
    );
    await waitFor(() => expect(drawn.every((d) => d.destroyed)).toBe(true));
  });

  it('asks for another period and grain', async () => {
    const { fake, rendered } = renderInsights('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('radio', { name: 'Last 12 months' }));
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(fake.queries).toContain('?period=12m&grain=week'));
    expect(fake.queries[0]).toBe('?period=30d');
  });

  it('shows the server’s refusal of days that make no period beside them', async () => {
    const { rendered } = renderInsights('en');
    const { user } = await rendered;
    await user.type(await screen.findByLabelText('From'), '2026-12-01');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show these days' }));
    expect(
      await screen.findByText('The first day must not be after the last.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    // The last period shown stays.
    expect(measure('Sales (MMK)')).toHaveTextContent('125,000');
  });

  it('lists the best sellers and the banner against its promise', async () => {
    await renderInsights('en').rendered;
    const items = await screen.findByRole('table', { name: 'Best-selling items' });
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent('Milk tea');
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent('36 %');
    expect(screen.getByRole('table', { name: 'Sales by branch' })).toHaveTextContent('Main shop');
    expect(
      screen.getByText(/^1,200 impressions in 3 days: 1,000 were promised\./),
    ).toHaveTextContent('Promise met');
    expect(screen.getByText(/^Click-through rate 1 %: 2 % was promised\./)).toHaveTextContent(
      'Below the promise',
    );
  });

  it('downloads the period as CSV with the merchant’s token', async () => {
    const asked: Array<{ search: string; auth: string | null }> = [];
    server.use(
      http.get(apiUrl(insightsPaths.merchantInsightsCsv), ({ request }) => {
        asked.push({
          search: new URL(request.url).search,
          auth: request.headers.get('authorization'),
        });
        return new HttpResponse('\uFEFFMeasure,This period\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="insights-2026-11-01-2026-11-03.csv"',
          },
        });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:insights-1';
    });
    URL.revokeObjectURL = jest.fn();
    const { rendered } = renderInsights('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(asked).toEqual([{ search: '?period=30d', auth: 'Bearer tok-login' }]);
    // The file is saved as the server sent it, its byte order mark (for Excel) included.
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Measure,This period\r\n');
  });

  it('offers the add-on to a plan without it', async () => {
    await renderInsights('en', fakeInsights({ entitled: false })).rendered;
    expect(
      await screen.findByRole('heading', { name: 'Advanced Analytics is not in your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Advanced Analytics' })).toHaveAttribute(
      'href',
      '/price',
    );
  });
});
