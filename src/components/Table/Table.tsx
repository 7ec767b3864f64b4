import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  /** The column's header; a table whose columns have none (a list of label and value) has no head. */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures: aligned right, digits of equal width. */
  numeric?: boolean;
  /** The cell names its row (a `<th scope="row">`). */
  rowHeader?: boolean;
}

/** A table is named by a heading on the page, or by its own caption. */
export type TableName =
  { labelledBy: string; caption?: never } | { caption: ReactNode; labelledBy?: never };

export type TableProps<Row> = TableName & {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  /** Rows that sum up the others (a total), shown last and stressed. */
  footRows?: readonly Row[];
  rowKey: (row: Row) => string | number;
};

/** A data table that scrolls sideways inside its box on a narrow screen, not the whole page. */
export function Table<Row>({
  labelledBy,
  caption,
  columns,
  rows,
  footRows = [],
  rowKey,
}: TableProps<Row>) {
  const cellClass = (column: TableColumn<Row>) =>
    column.numeric ? 'table__cell table__cell--number' : 'table__cell';
  const renderRow = (row: Row) => (
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
  );
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone's screen.
    <div className="table-wrap" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="table" aria-labelledby={labelledBy}>
        {caption === undefined ? null : <caption className="table__caption">{caption}</caption>}
        {columns.some((column) => column.header !== undefined) ? (
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>{rows.map(renderRow)}</tbody>
        {footRows.length > 0 ? <tfoot>{footRows.map(renderRow)}</tfoot> : null}
      </table>
    </div>
  );
}
