import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HistorySeries } from './metric-history';
import { formatAxisTime } from '@/lib/format-time';
import { seriesColor } from './chart-colors';

const HEIGHT = 220;

/** Tick steps for values in MiB: whole MiB, then whole GiB and TiB, so a label reads 20 GiB, never 19.5 GiB. */
const MIB_STEPS = [1, 2, 5, 10, 25, 50, 100, 250, 500].flatMap((n) => [n, n * 1024, n * 1024 * 1024]).sort((a, b) => a - b);

/** The value axis as wide as its longest label (uPlot's own fixed width cut "39.1 GiB" to "9.1 GiB"). */
function axisWidth(self: uPlot, values: string[] | null, axisIdx: number, cycleNum: number): number {
  const axis = self.axes[axisIdx]!;
  if (cycleNum > 1) return (axis as { _size?: number })._size ?? 50;
  const longest = (values ?? []).reduce((a, v) => (v.length > a.length ? v : a), '');
  self.ctx.font = axis.font?.[0] ?? '12px sans-serif';
  return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + self.ctx.measureText(longest).width / devicePixelRatio + 4);
}

// A chart's first drawing (uPlot measures the page, sets up its canvas and draws) is a task of its own: the view's five
// charts mount together, and drawn in one effect flush they were one long task on a phone (issue 62's TBT). Drawn again
// (new data, another range), a chart is redrawn at once, so that it never stands empty for a moment.
const firstDrawings: (() => void)[] = [];
let drawing = false;
function drawNext() {
  const draw = firstDrawings.shift();
  drawing = draw !== undefined;
  if (!draw) return;
  draw();
  setTimeout(drawNext);
}
function drawInTurn(draw: () => void): () => void {
  firstDrawings.push(draw);
  if (!drawing) {
    drawing = true;
    setTimeout(drawNext);
  }
  return () => {
    const at = firstDrawings.indexOf(draw);
    if (at >= 0) firstDrawings.splice(at, 1);
  };
}

/**
 * One chart drawn by uPlot (loaded with this module, only on the monitoring view):
 * a line per node, disk path or endpoint; a gap where there is no sample. The
 * legend and the table beside it say the same in text.
 */
export function MetricChart({
  times,
  series,
  format,
  title,
  mebibytes = false,
}: {
  times: number[];
  series: HistorySeries[];
  format: (v: number) => string;
  title: string;
  /** Values are MiB: ticks fall on whole MiB, GiB or TiB. */
  mebibytes?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const drawnOnce = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    const draw = () => {
      drawnOnce.current = true;
      ({ plot, resize } = drawChart(el, times, series, format, mebibytes));
    };
    const cancel = drawnOnce.current ? (draw(), () => undefined) : drawInTurn(draw);
    return () => {
      cancel();
      resize?.disconnect();
      plot?.destroy();
    };
  }, [times, series, format, mebibytes]);
  return <div ref={ref} className="metric-chart" role="img" aria-label={`${title}, a chart over time; its table gives the same values`} />;
}

/** Draws a chart into `el`, with what keeps it as wide as its place. */
function drawChart(el: HTMLDivElement, times: number[], series: HistorySeries[], format: (v: number) => string, mebibytes: boolean) {
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
      // The time axis in the viewer's own 12/24-hour habit (uPlot's own labels are always 12-hour).
      axes: [
        {
          ...axis,
          space: 80,
          values: (_u: uPlot, ticks: number[]) => ticks.map((t) => formatAxisTime(t * 1000, ((times.at(-1) ?? 0) - (times[0] ?? 0)) * 1000)),
        },
        { ...axis, size: axisWidth, ...(mebibytes ? { incrs: MIB_STEPS } : {}), values: (_u: uPlot, ticks: number[]) => ticks.map(format) },
      ],
    },
    [times, ...series.map((s) => s.values)] as uPlot.AlignedData,
    el,
  );
  const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
  resize.observe(el);
  return { plot, resize };
}
