import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures: aligned right, digits of equal width. */
  numeric?: boolean;
  /** The cell names its row (a `<th scope="row">`). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/** A data table that scrolls sideways inside its box on a narrow screen, not the whole page. */
export function Table<Row>({ labelledBy, columns, rows, rowKey }: TableProps<Row>) {
  const cellClass = (column: TableColumn<Row>) =>
    column.numeric ? 'table__cell table__cell--number' : 'table__cell';
  return (
    <div className="table-wrap">
      <table className="table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
