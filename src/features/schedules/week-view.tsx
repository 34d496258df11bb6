import { useMemo, useState } from 'react';
import type { Schedule, WorkspaceType } from '@/api/schemas';
import { buildWeekGrid } from '@/lib/week-view';
import { viewerZone } from '@/lib/timezones';
import { sortSizes } from '@/lib/sizes';
import { canPlaceRuns, formatInZone } from '@/lib/schedule-time';

/** 7 days × 24 hours: which size the workspace has at each hour, and when schedules fire. */
export function WeekView({ schedules, sizes, now, riskySizes = [] }: { schedules: Schedule[]; sizes: WorkspaceType[]; now: number; riskySizes?: readonly string[] }) {
  const mine = viewerZone();
  const zones = useMemo(() => [...new Set([mine, ...schedules.filter(canPlaceRuns).map((s) => s.timezone)])], [mine, schedules]);
  const [zone, setZone] = useState(mine);
  const grid = useMemo(() => buildWeekGrid(schedules, zones.includes(zone) ? zone : mine, now), [schedules, zone, zones, mine, now]);
  // Shade by rank among the sizes these schedules use, so two sizes always look different.
  const ranks = useMemo(() => {
    const used = new Set(schedules.map((s) => s.workspace_type_name).filter(Boolean));
    const ladder = sortSizes(sizes).filter((t) => used.has(t.typeName));
    return new Map(ladder.map((t, i, all) => [t.typeName, (i + 1) / all.length]));
  }, [sizes, schedules]);
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
        <div className="week-wrap">
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
                    const level = c.size ? (ranks.get(c.size) ?? 0.5) : 0;
                    const fired = c.runs.at(-1);
                    // Two schedules setting different sizes at the same moment.
                    const clash = c.runs.some((r) => c.runs.some((o) => o.at === r.at && o.size !== r.size));
                    return (
                      <td
                        key={h}
                        className={`week-cell${fired ? ' week-fire' : ''}${clash ? ' week-clash' : ''}${c.size ? '' : ' week-unset'}${c.size && riskySizes.includes(c.size) ? ' week-risk' : ''}`}
                        style={{ '--level': level } as React.CSSProperties}
                        title={`${d.label} ${String(h).padStart(2, '0')}:00: ${c.size ?? 'current size'}${c.size && riskySizes.includes(c.size) ? ' (may not hold the graph)' : ''}${c.runs.length ? ` (set to ${c.runs.map((r) => r.size).join(', ')} this hour)` : ''}${clash ? ': schedules clash' : ''}`}
                      >
                        {fired ? <span className="week-mark">{clash ? '!' : fired.size.replace(/^TG-/, '')}</span> : h === 0 ? <span className="visually-hidden">{c.size ?? 'current size'}</span> : null}
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
          {[...ranks].map(([size, level]) => (
            <li key={size}>
              <span className={`week-swatch week-cell${riskySizes.includes(size) ? ' week-risk' : ''}`} style={{ '--level': level } as React.CSSProperties} aria-hidden="true" /> {size}
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
      <p className="muted small">The stronger the colour, the larger the size. Cells with no colour: no schedule has set a size yet this fortnight, so the workspace keeps its current size.</p>
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
