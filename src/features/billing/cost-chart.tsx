import type { CostDay, CostGroup } from './cost-views';
import { formatCents } from './month-cost';

// Distinct on light and dark backgrounds; the legend names each, and the table says the same in text.
const COLORS = ['#2f6fde', '#d9480f', '#2b8a3e', '#ae3ec9', '#f59f00', '#1098ad', '#c2255c', '#495057'];
export const groupColor = (i: number) => COLORS[i % COLORS.length]!;

const H = 180;
const SHOWN = COLORS.length - 1;

function fold(groups: CostGroup[], days: CostDay[]): { groups: CostGroup[]; days: CostDay[] } {
  if (groups.length <= COLORS.length) return { groups, days };
  const rest = groups.slice(SHOWN);
  return {
    groups: [...groups.slice(0, SHOWN), { id: '', label: `${rest.length} others`, total: rest.reduce((t, g) => t + g.total, 0) }],
    days: days.map((d) => ({ ...d, values: [...d.values.slice(0, SHOWN), d.values.slice(SHOWN).reduce((t, v) => t + v, 0)] })),
  };
}
const BAR = 14;
const GAP = 6;

/**
 * The month's days as stacked bars, one colour per group: drawn as plain SVG (a bar per day needs no
 * chart library), with a legend naming each group and its total. Each bar's title reads its day and cost.
 */
export function CostChart({ groups: all, days: allDays, label }: { groups: CostGroup[]; days: CostDay[]; label: string }) {
  // Past as many groups as there are colours, the cheapest share one bar segment (the table has each).
  const { groups, days } = fold(all, allDays);
  const max = Math.max(1, ...days.map((d) => d.total));
  const width = days.length * (BAR + GAP) + GAP;
  const dearest = days.reduce<CostDay | undefined>((a, d) => (!a || d.total > a.total ? d : a), undefined);
  return (
    <figure className="cost-chart">
      <svg
        viewBox={`0 0 ${width} ${H + 18}`}
        role="img"
        aria-label={`${label}: ${days.length} days${dearest ? `, the dearest ${dearest.day} at ${formatCents(dearest.total)}` : ''}. The table gives every value.`}
      >
        <line x1="0" x2={width} y1={H} y2={H} className="cost-chart-axis" />
        {days.map((d, i) => {
          let y = H;
          const x = GAP + i * (BAR + GAP);
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${formatCents(d.total)}`}</title>
              {d.values.map((v, g) => {
                if (v <= 0) return null;
                const h = (v / max) * (H - 4);
                y -= h;
                return <rect key={g} x={x} y={y} width={BAR} height={h} fill={groupColor(g)} />;
              })}
              {(i === 0 || (i + 1) % 5 === 0) && (
                <text x={x + BAR / 2} y={H + 14} textAnchor="middle" className="cost-chart-day">
                  {Number(d.day.slice(8))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="cost-legend" aria-label="Legend">
          {groups.map((g, i) => (
            <li key={g.id}>
              <span className="cost-swatch" style={{ background: groupColor(i) }} aria-hidden="true" />
              {g.label} <span className="muted">{formatCents(g.total)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
