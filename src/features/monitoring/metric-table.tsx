import { useState } from 'react';
import type { HistorySeries } from './metric-history';
import { formatSampleTime } from '@/lib/format-time';

/** The same values as a chart, as a table: for screen readers, keyboards, and copying numbers. */
export function MetricTable({ title, times, series, format }: { title: string; times: number[]; series: HistorySeries[]; format: (v: number) => string }) {
  // Hundreds of rows per chart: drawn only once asked for.
  const [open, setOpen] = useState(false);
  return (
    <details className="metric-table" onToggle={(e) => setOpen(e.currentTarget.open)}>
      {/* "Disk by path" reads "disk by path" mid-sentence; "CPU per node" keeps its capitals. */}
      <summary>Show {/^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title} as a table</summary>
      {open && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`${title} table`}>
          <table className="table">
            <caption className="visually-hidden">{title}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {times
                .map((t, i) => ({ t, i }))
                .reverse()
                .map(({ t, i }) => (
                  <tr key={t}>
                    <th scope="row">{formatSampleTime(t * 1000)}</th>
                    {series.map((s) => (
                      <td key={s.label}>{s.values[i] === null || s.values[i] === undefined ? 'no sample' : format(s.values[i]!)}</td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
