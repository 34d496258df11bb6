import type { ReactNode } from 'react';
import { rowFocusProps, useRowFocus } from './row-focus';

export interface Column<T> {
  /** The column's heading; on a phone, where each row becomes a card, also each cell's label. */
  header: string;
  /** A column of buttons: its heading is read by screen readers only, and its cells carry no label. */
  actions?: boolean;
  /** The cells' class; `num` right-aligns the heading too. */
  className?: string;
  cell: (row: T, index: number) => ReactNode;
}

/**
 * The console's list tables: one row per entry, a heading per column, and on a
 * phone (`responsive`) one card per row with each cell labelled by its column.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  empty,
  responsive = true,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** Read by screen readers only. */
  caption?: string;
  /** Shown under the headings when there are no rows. */
  empty?: ReactNode;
  responsive?: boolean;
}) {
  // After a create or save, the new row takes focus once it is here.
  useRowFocus();
  return (
    <div className="table-wrap">
      <table className={responsive ? 'responsive' : undefined}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className?.split(' ').includes('num') ? 'num' : undefined}>
                {c.actions ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} {...rowFocusProps(rowKey(row, i))}>
              {columns.map((c) => (
                <td key={c.header} data-label={responsive ? (c.actions ? '' : c.header) : undefined} className={c.className}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty}
    </div>
  );
}
