import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  /** The column's header; a table whose columns have none (a list of label and value) has no head. */
  header?: ReactNode;
  /**
   * The header in words, labelling each cell when a narrow screen stacks the rows; needed only
   * when `header` is not plain text.
   */
  label?: string;
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

/**
 * A data table. With column headers, a narrow screen shows each row as a stack of its cells, each
 * labelled with its column's header (`data-label`, drawn by the stylesheet), rather than columns
 * cut at the screen's edge; a table without a head (label and value) stays as it is and scrolls
 * sideways inside its box, never the whole page.
 */
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
  const hasHead = columns.some((column) => column.header !== undefined);
  const labelOf = (column: TableColumn<Row>): string | undefined =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  const renderRow = (row: Row) => (
    <tr key={rowKey(row)}>
      {columns.map((column, index) =>
        column.rowHeader ? (
          <th key={index} scope="row" className={cellClass(column)} data-label={labelOf(column)}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={index} className={cellClass(column)} data-label={labelOf(column)}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone's screen.
    <div className="table-wrap" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={hasHead ? 'table table--stacks' : 'table'} aria-labelledby={labelledBy}>
        {caption === undefined ? null : <caption className="table__caption">{caption}</caption>}
        {hasHead ? (
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
