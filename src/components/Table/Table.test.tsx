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
});
