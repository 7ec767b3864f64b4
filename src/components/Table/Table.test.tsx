import { render, screen, within } from '@testing-library/react';
import { Table } from './Table';

const rows = [
  { name: 'Orders', quantity: 2 },
  { name: 'Designs', quantity: 10 },
];

describe('Table', () => {
  it('is named by its heading, with column headers, row headers and figures', () => {
    render(
      <>
        <h2 id="addons">Add-ons</h2>
        <Table
          labelledBy="addons"
          rows={rows}
          rowKey={(row) => row.name}
          columns={[
            { header: 'Add-on', cell: (row) => row.name, rowHeader: true },
            { header: 'Quantity', cell: (row) => row.quantity, numeric: true },
          ]}
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Add-ons' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Add-on', 'Quantity']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Orders', 'Designs']);
    const quantity = within(table).getByRole('cell', { name: '10' });
    expect(quantity).toHaveClass('table__cell--number');
    // On a narrow screen the table scrolls inside its own box.
    expect(table.parentElement).toHaveClass('table-wrap');
  });

  it('can be named by its caption, list label and value without a head, and end on a total', () => {
    render(
      <Table
        caption="Your order"
        rows={[
          { label: 'Cost', value: '99,000 MMK' },
          { label: 'Tax', value: '9,900 MMK' },
        ]}
        footRows={[{ label: 'Total', value: '108,900 MMK' }]}
        rowKey={(row) => row.label}
        columns={[
          { cell: (row) => row.label, rowHeader: true },
          { cell: (row) => row.value, numeric: true },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your order' });
    expect(within(table).queryAllByRole('columnheader')).toHaveLength(0);
    const [body, foot] = within(table).getAllByRole('rowgroup') as [HTMLElement, HTMLElement];
    expect(
      within(body)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Cost99,000 MMK', 'Tax9,900 MMK']);
    expect(foot.tagName).toBe('TFOOT');
    expect(within(foot).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(foot).getByRole('cell')).toHaveTextContent('108,900 MMK');
  });

  it('with column headers, labels each cell for a narrow screen that stacks the rows', () => {
    render(
      <>
        <h2 id="payments">Payments</h2>
        <Table
          labelledBy="payments"
          rows={[{ date: '5 Mar 2025', amount: '104.99', receipt: 'R-2025-000001' }]}
          rowKey={(row) => row.receipt}
          columns={[
            { header: 'Date', cell: (row) => row.date, rowHeader: true },
            { header: 'Amount', cell: (row) => row.amount, numeric: true },
            {
              header: <abbr title="Receipt">Rcpt</abbr>,
              label: 'Receipt',
              cell: (row) => row.receipt,
            },
          ]}
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table).toHaveClass('table--stacks');
    expect(within(table).getByRole('rowheader', { name: '5 Mar 2025' })).toHaveAttribute(
      'data-label',
      'Date',
    );
    expect(within(table).getByRole('cell', { name: '104.99' })).toHaveAttribute(
      'data-label',
      'Amount',
    );
    // A header that is not plain text is labelled by its words.
    expect(within(table).getByRole('cell', { name: 'R-2025-000001' })).toHaveAttribute(
      'data-label',
      'Receipt',
    );
  });

  it('without a head (label and value) never stacks', () => {
    render(
      <Table
        caption="Your order"
        rows={[{ label: 'Cost', value: '99,000 MMK' }]}
        rowKey={(row) => row.label}
        columns={[
          { cell: (row) => row.label, rowHeader: true },
          { cell: (row) => row.value, numeric: true },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your order' });
    expect(table).not.toHaveClass('table--stacks');
    expect(within(table).getByRole('cell', { name: '99,000 MMK' })).not.toHaveAttribute(
      'data-label',
    );
  });
});
