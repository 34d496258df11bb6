import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
 * phone one card per row with each cell labelled by its column.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  empty,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** Read by screen readers only. */
  caption?: string;
  /** Shown under the headings when there are no rows. */
  empty?: ReactNode;
}) {
  // After a create or save, the new row takes focus once it is here.
  useRowFocus();
  const wrap = useRef<HTMLDivElement>(null);
  // A table wider than its place scrolls sideways: then its frame is a labelled stop on the keyboard's way, so the
  // arrow keys can scroll it (axe: scrollable-region-focusable); a table that fits adds no stop.
  const scrolls = useScrollsSideways(wrap);
  return (
    <div className="table-wrap" ref={wrap} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${caption ?? 'Table'}, scrolls sideways` } : {})}>
      <table className="responsive">
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
                <td key={c.header} data-label={c.actions ? '' : c.header} className={c.className}>
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

/**
 * Whether the element's content is wider than the element, kept up to date as either changes size. Measured when the
 * browser reports the sizes (a ResizeObserver's first report comes once the table is laid out), not as the table is
 * put on the page: reading its widths then made the browser lay out the whole page inside React's commit (8–14 ms of
 * the workgroup screen's start on a desktop). What it changes is not seen (the frame's keyboard stop and name).
 */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
