import { useMemo, useState } from 'react';
import type { Schedule, WorkspaceType } from '@/api/schemas';
import { buildWeekGrid, sizeMark, sizeScale } from '@/lib/week-view';
import { viewerZone } from '@/lib/timezones';
import { canPlaceRuns, formatInZone } from '@/lib/schedule-time';

/** 7 days × 24 hours: which size the workspace has at each hour, and when schedules fire. */
export function WeekView({
  schedules,
  sizes,
  now,
  currentSize = '',
  riskySizes = [],
}: {
  schedules: Schedule[];
  sizes: WorkspaceType[];
  now: number;
  currentSize?: string;
  riskySizes?: readonly string[];
}) {
  const mine = viewerZone();
  const zones = useMemo(() => [...new Set([mine, ...schedules.filter(canPlaceRuns).map((s) => s.timezone)])], [mine, schedules]);
  const [zone, setZone] = useState(mine);
  const grid = useMemo(() => buildWeekGrid(schedules, zones.includes(zone) ? zone : mine, now), [schedules, zone, zones, mine, now]);
  // The same scale as the compute bars: the sizes in play spread from step 1 (smallest) to 7 (largest).
  const steps = useMemo(() => sizeScale(sizes, [currentSize, ...schedules.map((s) => s.workspace_type_name)]), [sizes, schedules, currentSize]);
  const firings = grid.days.flatMap((d) => d.cells.flatMap((c) => c.runs));
  return (
    <div className="stack">
      <fieldset className="row">
        <legend className="visually-hidden">Show times in</legend>
        <span className="muted">Show times in</span>
        {zones.map((z) => (
          <label key={z} className="check-field">
            <input type="radio" name="week-zone" value={z} checked={grid.zone === z} onChange={() => setZone(z)} />
            {z}
            {z === mine ? ' (yours)' : ' (schedule)'}
          </label>
        ))}
      </fieldset>
      {schedules.length === 0 ? (
        <p className="muted">No schedules: the workspace keeps its size all week.</p>
      ) : (
        // Wider than a phone: the grid scrolls sideways, and the keyboard can reach it to scroll it.
        <div className="week-wrap" tabIndex={0} role="region" aria-label="Week grid (scrolls sideways)">
          <table className="week" aria-label={`Workspace size by hour this week, in ${grid.zone}`}>
            <thead>
              <tr>
                <th scope="col" className="week-day">
                  <span className="visually-hidden">Day</span>
                </th>
                {Array.from({ length: 24 }, (_, h) => (
                  <th scope="col" key={h} className="week-hour">
                    {String(h).padStart(2, '0')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="week-day">
                    {d.label.slice(0, 3)}
                    <span className="muted small"> {d.date.slice(5)}</span>
                  </th>
                  {d.cells.map((c, h) => {
                    const fired = c.runs.at(-1);
                    const risky = Boolean(c.size && riskySizes.includes(c.size));
                    // The size is written where it starts (and at each day's start), so the grid reads without colour.
                    const starts = Boolean(c.size) && (h === 0 || d.cells[h - 1]!.size !== c.size);
                    // Two schedules setting different sizes at the same moment.
                    const clash = c.runs.some((r) => c.runs.some((o) => o.at === r.at && o.size !== r.size));
                    return (
                      <td
                        key={h}
                        className={`week-cell${fired ? ' week-fire' : ''}${clash ? ' week-clash' : ''}${c.size ? ` size-step-${steps.get(c.size) ?? 4}` : ' week-unset'}${risky ? ' week-risk' : ''}`}
                        title={`${d.label} ${String(h).padStart(2, '0')}:00: ${c.size ?? 'current size'}${risky ? ' (may not hold the graph)' : ''}${c.runs.length ? ` (set to ${c.runs.map((r) => r.size).join(', ')} this hour)` : ''}${clash ? ': schedules clash' : ''}`}
                      >
                        {fired ? (
                          <span className="week-mark">{clash ? '!' : sizeMark(fired.size)}</span>
                        ) : starts ? (
                          <span className="week-label">
                            <span className="visually-hidden">{c.size?.startsWith('TG-') ? 'TG-' : ''}</span>
                            {sizeMark(c.size!)}
                          </span>
                        ) : h === 0 ? (
                          <span className="visually-hidden">{c.size ?? 'current size'}</span>
                        ) : null}
                        {clash && <span className="visually-hidden">Schedules clash: {c.runs.map((r) => r.size).join(' and ')}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {schedules.length > 0 && (
        <ul className="week-legend" aria-label="Colour key">
          <li>
            <span className="week-swatch week-unset" aria-hidden="true" /> No size set yet
          </li>
          {[...steps].map(([size, step]) => (
            <li key={size}>
              <span className={`week-swatch week-cell size-step-${step}${riskySizes.includes(size) ? ' week-risk' : ''}`} aria-hidden="true">
                {sizeMark(size)}
              </span>{' '}
              {size}
              {size === currentSize && <span className="muted"> (today)</span>}
              {riskySizes.includes(size) && <strong className="field-warn"> may not hold the graph (striped)</strong>}
            </li>
          ))}
          <li>
            <span className="week-swatch week-fire" aria-hidden="true">
              <span className="week-mark">4</span>
            </span>{' '}
            A schedule sets a size this hour (the number is the TG size)
          </li>
          {firings.some((r) => firings.some((o) => o.at === r.at && o.size !== r.size)) && (
            <li>
              <span className="week-swatch week-fire week-clash" aria-hidden="true">
                <span className="week-mark">!</span>
              </span>{' '}
              Schedules clash: two set different sizes at the same moment
            </li>
          )}
        </ul>
      )}
      <p className="muted small">
        From yellow for the smallest size through green and blue to purple for the largest, the same as the compute bars below; each cell where a size starts is
        marked with it. Cells with no colour: no schedule has set a size yet this fortnight, so the workspace keeps its current size.
      </p>
      {firings.length > 0 && (
        <details>
          <summary>This week's runs as a list ({firings.length})</summary>
          <ul>
            {firings.map((r) => (
              <li key={`${r.at}-${r.index}`}>
                {formatInZone(r.at, grid.zone)} → {r.size || 'no size'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
