import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import type { Schedule } from '@/kernel/schedule-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { savedFigure, weekCompute } from './compute';
import { sizeMark, sizeScale, weekAround, weekDates } from './week-grid';
import { weekDayLabels } from '@/lib/labels';
import { formatCount, plural } from '@/lib/format';
import { formatMoney, usePrices } from '@/kernel/prices';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { costOf, formatUsd, priceOf, type PriceKey } from '@/kernel/pricing';

const hours = (n: number) => `${formatCount(Math.round(n * 10) / 10)} h`;

/**
 * What a workspace's schedules produce this week: hours at each size, vCPU- and
 * memory-hours beside the same week always on at today's size, and money only
 * when the admin entered their own prices (Settings).
 */
export function ComputePanel({
  schedules,
  sizes,
  currentSize,
  replicas,
  zone,
  now,
  compact = false,
  priceKey,
  weekOffset = 0,
}: {
  schedules: readonly Schedule[];
  sizes: readonly WorkspaceType[];
  currentSize: string;
  replicas: number;
  zone: string;
  now: number;
  compact?: boolean;
  priceKey?: Omit<PriceKey, 'type'>;
  /** The week the week view shows, from this one (0: this week): the panel describes that week. */
  weekOffset?: number;
}) {
  const prices = usePrices();
  // The service's list prices (service C), unless the admin's own price overrides them.
  const pricing = useQuery({ ...orgQueries.pricing(), enabled: !compact && priceKey !== undefined });
  const at = useMemo(() => (weekOffset === 0 ? now : weekAround(now, zone, weekOffset)), [now, zone, weekOffset]);
  const week = useMemo(() => weekCompute({ schedules, zone, now: at, currentSize, sizes, replicas }), [schedules, zone, at, currentSize, sizes, replicas]);
  // "this week", or the dates of the week shown ("2026-11-30 to 2026-12-06"), written as the week view writes them.
  const thisWeek = weekOffset === 0;
  const which = thisWeek ? 'this week' : 'that week';
  // The week view's scale: the same sizes in play, so a size has the same colour in both.
  const steps = useMemo(() => sizeScale(sizes, [currentSize, ...schedules.map((s) => s.workspace_type_name)]), [sizes, schedules, currentSize]);
  const ladder = useMemo(() => [...steps.keys()].filter((s) => week.hoursBySize.some((h) => h.size === s)), [steps, week]);
  const step = (size: string) => steps.get(size) ?? 4;
  const saved = week.savedPercent;
  const { figure, text: savedText } = savedFigure(saved);
  const summary = `This week (${zone}): ${formatCount(Math.round(week.scheduled.vcpuHours))} vCPU-hours with these schedules, ${formatCount(Math.round(week.alwaysOn.vcpuHours))} always on at ${currentSize || 'today’s size'}: ${savedText}.`;
  if (compact) return <p className="compute-line">{summary}</p>;
  const listPrice = (size: string) => (pricing.data && priceKey ? priceOf(pricing.data.workspace_pricing, { ...priceKey, type: size }) : undefined);
  const vendorWeek = costOf(week.hoursBySize, listPrice);
  const vendorAlwaysOn = costOf([{ size: currentSize, hours: week.weekHours }], listPrice);
  const source = prices
    ? `Money at your own price (Settings)${pricing.data ? ', which overrides the service’s list prices' : ''}.`
    : vendorWeek !== undefined
      ? 'Money at the service’s list prices (per hour, for this size, region and HA).'
      : pricing.error?.notOffered
        ? 'This deployment does not offer its prices (not offered by this deployment).'
        : pricing.data
          ? 'The service lists no price for a size used this week.'
          : undefined;
  return (
    <div className="stack">
      <dl className="compute-facts">
        <div>
          <dt>vCPU-hours {which}</dt>
          <dd>
            <strong>{formatCount(Math.round(week.scheduled.vcpuHours))}</strong> <span className="muted">with schedules</span>
            <br />
            {formatCount(Math.round(week.alwaysOn.vcpuHours))} <span className="muted">always on at {currentSize || 'today’s size'}</span>
          </dd>
        </div>
        <div>
          <dt>Memory GiB-hours</dt>
          <dd>
            <strong>{formatCount(Math.round(week.scheduled.memoryGiBHours))}</strong> <span className="muted">with schedules</span>
            <br />
            {formatCount(Math.round(week.alwaysOn.memoryGiBHours))} <span className="muted">always on</span>
          </dd>
        </div>
        <div>
          <dt>Difference</dt>
          <dd>
            <strong>{figure}</strong> <span className="muted">{savedText}</span>
          </dd>
        </div>
        {prices && !Number.isNaN(saved) && (
          <div>
            <dt>At your prices</dt>
            <dd>
              <strong>{formatMoney(week.scheduled.vcpuHours * prices.perVcpuHour, prices)}</strong> <span className="muted">with schedules</span>
              <br />
              {formatMoney(week.alwaysOn.vcpuHours * prices.perVcpuHour, prices)}{' '}
              <span className="muted">always on ({formatMoney(prices.perVcpuHour, prices)} per vCPU-hour, your figure)</span>
            </dd>
          </div>
        )}
        {!prices && vendorWeek !== undefined && vendorAlwaysOn !== undefined && (
          <div>
            <dt>At the service’s prices</dt>
            <dd>
              <strong>{formatUsd(vendorWeek)}</strong> <span className="muted">with schedules</span>
              <br />
              {formatUsd(vendorAlwaysOn)}{' '}
              <span className="muted">
                always on ({formatUsd(listPrice(currentSize)!)} per hour at {currentSize})
              </span>
            </dd>
          </div>
        )}
      </dl>
      {source && <p className="small compute-source">{source}</p>}
      <p className="small muted">Hours at each size, day by day (bar lengths are hours, not money):</p>
      <div
        className="compute-chart"
        role="img"
        aria-label={`Hours at each size per day: ${week.days
          .map(
            (d) =>
              `${weekDayLabels[d.day].long} ${ladder
                .filter((s) => d.hours[s])
                .map((s) => `${s} ${hours(d.hours[s]!)}`)
                .join(', ')}`,
          )
          .join('; ')}`}
      >
        {week.days.map((d) => {
          const total = Object.values(d.hours).reduce((a, b) => a + b, 0);
          return (
            <div key={d.day} className="compute-row">
              <span className="compute-day">{weekDayLabels[d.day].short}</span>
              <span className="compute-bar">
                {ladder
                  .filter((s) => d.hours[s])
                  .map((s) => (
                    <span
                      key={s}
                      className={`compute-segment size-step-${step(s)}`}
                      style={{ width: `${(d.hours[s]! / total) * 100}%` }}
                      title={`${weekDayLabels[d.day].long}: ${s} for ${hours(d.hours[s]!)}`}
                    >
                      {d.hours[s]! / total >= 0.08 ? sizeMark(s) : ''}
                    </span>
                  ))}
              </span>
            </div>
          );
        })}
      </div>
      <table className="compute-table">
        <caption className="visually-hidden">Hours at each size {thisWeek ? 'this week' : `in the week ${weekDates(at, zone)}`}</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col" className="num">
              Hours {which}
            </th>
          </tr>
        </thead>
        <tbody>
          {ladder.map((s) => (
            <tr key={s}>
              <td>
                <span className={`compute-swatch size-step-${step(s)}`} aria-hidden="true">
                  {sizeMark(s)}
                </span>{' '}
                {s}
              </td>
              <td className="num">{hours(week.hoursBySize.find((h) => h.size === s)!.hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        {thisWeek ? 'Monday to Monday' : `The week shown, ${weekDates(at, zone)},`} in {zone}: {hours(week.weekHours)}
        {week.weekHours !== 168 ? ` (the clocks change ${which})` : ''}. Every replica counts ({plural(week.replicas, 'replica')}). Time the workspace is
        paused, or stopped by auto-stop, cannot be predicted and is counted as running.
        {week.scheduled.unknownHours > 0 &&
          ` ${hours(week.scheduled.unknownHours)} at a size whose vCPU or memory the service did not give are not counted.`}{' '}
        {!prices && (
          <>
            {vendorWeek === undefined ? 'Money is shown once you enter your own prices in ' : 'Your own price, entered in '}
            <Link to="/settings">Settings</Link>
            {vendorWeek === undefined ? '.' : ', overrides the service’s.'}
          </>
        )}
      </p>
    </div>
  );
}
