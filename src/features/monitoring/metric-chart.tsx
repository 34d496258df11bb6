import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HistorySeries } from '@/lib/metric-history';
import { seriesColor } from './chart-colors';

const HEIGHT = 220;

/**
 * One chart drawn by uPlot (loaded with this module, only on the monitoring view):
 * a line per node, disk path or endpoint; a gap where there is no sample. The
 * legend and the table beside it say the same in text.
 */
export function MetricChart({ times, series, format, title }: { times: number[]; series: HistorySeries[]; format: (v: number) => string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ink = getComputedStyle(el).color || '#333';
    const grid = 'rgba(128,128,128,0.25)';
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: seriesColor(i), width: 1.5, spanGaps: false }))],
        axes: [axis, { ...axis, size: 60, values: (_u: uPlot, ticks: number[]) => ticks.map(format) }],
      },
      [times, ...series.map((s) => s.values)] as uPlot.AlignedData,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, series, format]);
  return <div ref={ref} className="metric-chart" role="img" aria-label={`${title}, a chart over time; its table gives the same values`} />;
}
