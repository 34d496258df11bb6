import { Suspense } from 'react';
import type { HistorySeries } from './metric-history';
import type { CurrentValue } from './monitoring-now';
import { lazyNamed } from '@/ui/lazy';
import { MetricTable } from './metric-table';
import { seriesColor } from './chart-colors';

// uPlot comes with the first chart, after the view's text and tables are on screen.
const MetricChart = lazyNamed(() => import('./metric-chart'), 'MetricChart');

export interface PanelSpec {
  title: string;
  format: (v: number) => string;
  /** Values are MiB (the chart's ticks fall on whole GiB). */
  mebibytes?: boolean;
}

/** Points after the first sample that have none: where the line breaks. */
function gapsOf(series: HistorySeries[]): { missing: number; total: number } {
  let missing = 0;
  let total = 0;
  for (const s of series) {
    const first = s.values.findIndex((v) => v !== null);
    if (first < 0) continue;
    for (let i = first; i < s.values.length - 1; i++) {
      total++;
      if (s.values[i] === null) missing++;
    }
  }
  return { missing, total };
}

/** One measure: its current values in words, its chart with a legend, and the same as a table. */
export function MetricPanel({
  spec,
  times,
  series,
  current,
}: {
  spec: PanelSpec;
  times: number[];
  series: HistorySeries[];
  current: CurrentValue[] | undefined;
}) {
  const drawn = series.filter((s) => s.values.some((v) => v !== null));
  const gaps = gapsOf(drawn);
  const id = `metric-${spec.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card metric-panel" aria-labelledby={id}>
      <h2 id={id}>{spec.title}</h2>
      <p className="metric-now">
        {current?.length ? (
          <>
            Now:{' '}
            {current.map((c, i) => (
              <span key={c.label}>{`${i ? ', ' : ''}${c.label} ${spec.format(c.value)}`}</span>
            ))}
          </>
        ) : (
          <span className="muted">No current value: the latest scrape did not include it.</span>
        )}
      </p>
      {drawn.length === 0 ? (
        <p className="notice">No samples of {spec.title.toLowerCase()} in this range: nothing was recorded for this workspace then.</p>
      ) : (
        <>
          <ul className="metric-legend" aria-label={`Lines of the ${spec.title} chart`}>
            {drawn.map((s, i) => (
              <li key={s.label}>
                <span className="metric-swatch" style={{ background: seriesColor(i) }} aria-hidden="true" />
                {s.label}
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className="metric-chart metric-chart-loading">Loading the chart…</div>}>
            <MetricChart times={times} series={drawn} format={spec.format} title={spec.title} mebibytes={spec.mebibytes} />
          </Suspense>
          {gaps.missing > 0 && (
            <p className="muted small">
              {gaps.missing} of {gaps.total} points have no sample (not scraped then, or the workspace did not answer): the line breaks there.
            </p>
          )}
          <MetricTable title={spec.title} times={times} series={drawn} format={spec.format} />
        </>
      )}
    </section>
  );
}
