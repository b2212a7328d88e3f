import type { ReactNode } from 'react';

export interface RecordColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** A header read out but not shown, as for a column of buttons. */
  readonly hiddenHeader?: boolean;
  /** Text that may take more lines (a list, a time and who), so that the table fits its width before it scrolls. */
  readonly wrap?: boolean;
}

/**
 * A short list of records that arrived whole with their parent (a licence's seats, a person's assets), as a
 * table that turns into cards on a phone: each cell carries its header as its label.
 */
export function RecordTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowClass,
}: {
  label: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClass?: (row: Row) => string | undefined;
}) {
  return (
    <div className="table-scroll">
      <table className="table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClass?.(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.hiddenHeader ? undefined : column.header} className={column.wrap ? 'table__wrap' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
