import { useMemo, useState } from 'react';
import type { Schedule } from '@/kernel/schedule-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { buildWeekGrid, sizeMark, sizeScale, weekAround } from './week-grid';
import { viewerZone } from '@/lib/timezones';
import { canPlaceRuns, explainRun } from '@/kernel/schedule-time';
import { formatInZone } from '@/lib/format-time';
import { weekOffsetLabel } from '@/lib/labels';

/** 7 days × 24 hours: which size the workspace has at each hour, and when schedules fire. */
export function WeekView({
  schedules,
  sizes,
  now,
  currentSize = '',
  riskySizes = [],
  week,
}: {
  schedules: Schedule[];
  sizes: WorkspaceType[];
  now: number;
  currentSize?: string;
  riskySizes?: readonly string[];
  /** The week and zone shown, when the screen keeps them (its compute panel describes the same week). */
  week?: { offset: number; zone: string; onChange: (w: { offset: number; zone: string }) => void };
}) {
  const mine = viewerZone();
  const zones = useMemo(() => [...new Set([mine, ...schedules.filter(canPlaceRuns).map((s) => s.timezone)])], [mine, schedules]);
  const [ownZone, setOwnZone] = useState(mine);
  const [ownOffset, setOwnOffset] = useState(0);
  const zone = week?.zone ?? ownZone;
  const offset = week?.offset ?? ownOffset;
  const setZone = (z: string) => (week ? week.onChange({ offset, zone: z }) : setOwnZone(z));
  const setOffset = (o: number) => (week ? week.onChange({ offset: o, zone }) : setOwnOffset(o));
  const shownZone = zones.includes(zone) ? zone : mine;
  const grid = useMemo(() => buildWeekGrid(schedules, shownZone, weekAround(now, shownZone, offset)), [schedules, shownZone, now, offset]);
  const span = `${grid.days[0]!.date} to ${grid.days[6]!.date}`;
  const changes = grid.days.filter((d) => d.hours !== 24);
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
      <div className="row" role="group" aria-label="Week">
        <button type="button" className="button button-small" onClick={() => setOffset(offset - 1)}>
          Previous week
        </button>
        <button type="button" className="button button-small" onClick={() => setOffset(0)} disabled={offset === 0}>
          This week
        </button>
        <button type="button" className="button button-small" onClick={() => setOffset(offset + 1)}>
          Next week
        </button>
        <strong aria-live="polite">
          {weekOffsetLabel(offset)}: {span}
        </strong>
      </div>
      {changes.map((d) => (
        <p key={d.date} className="notice small" role="note">
          {d.label} {d.date} has {d.hours} hours in {grid.zone}:{' '}
          {d.hours < 24
            ? 'the clocks spring forward, so an hour is skipped (hatched).'
            : 'the clocks fall back, so an hour happens twice (shown split in two).'}
        </p>
      ))}
      {schedules.length === 0 ? (
        <p className="muted">No schedules: the workspace keeps its size all week.</p>
      ) : (
        // Wider than a phone: the grid scrolls sideways, and the keyboard can reach it to scroll it.
        <div className="week-wrap" tabIndex={0} role="region" aria-label="Week grid (scrolls sideways)">
          <table className="week" aria-label={`Workspace size by hour, ${span}, in ${grid.zone}`}>
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
                    const hour = `${String(h).padStart(2, '0')}:00`;
                    if (c.missing) {
                      return (
                        <td key={h} className="week-cell week-missing" title={`${d.label} ${hour} does not exist: the clocks spring forward`}>
                          <span className="visually-hidden">{hour} does not exist this day (clocks spring forward)</span>
                        </td>
                      );
                    }
                    const parts = c.repeat ? [c, c.repeat] : [c];
                    return (
                      <td key={h} className={`week-cell${c.repeat ? ' week-repeat' : ''}`}>
                        {parts.map((p, i) => (
                          <HourPart
                            key={i}
                            part={p}
                            title={`${d.label} ${hour}${c.repeat ? (i === 0 ? ' (first time)' : ' (second time: the clocks fall back)') : ''}`}
                            starts={Boolean(p.size) && (h === 0 || i === 1 || d.cells[h - 1]!.size !== p.size)}
                            first={h === 0}
                            step={p.size ? (steps.get(p.size) ?? 4) : undefined}
                            risky={Boolean(p.size && riskySizes.includes(p.size))}
                          />
                        ))}
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
                {r.run && r.note && <span className="muted"> ({explainRun(r.run, schedules[r.index]?.timezone ?? grid.zone)})</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

interface Part {
  size: string | undefined;
  runs: { at: number; size: string; note?: string }[];
}

/** One hour (or one of the two times of a repeated hour): its size colour, and the mark of a run in it. */
function HourPart({ part, title, starts, first, step, risky }: { part: Part; title: string; starts: boolean; first: boolean; step?: number; risky: boolean }) {
  const fired = part.runs.at(-1);
  // Two schedules setting different sizes at the same moment.
  const clash = part.runs.some((r) => part.runs.some((o) => o.at === r.at && o.size !== r.size));
  const moved = part.runs.find((r) => r.note);
  return (
    <span
      className={`week-part${fired ? ' week-fire' : ''}${clash ? ' week-clash' : ''}${step ? ` size-step-${step}` : ' week-unset'}${risky ? ' week-risk' : ''}`}
      title={`${title}: ${part.size ?? 'current size'}${risky ? ' (may not hold the graph)' : ''}${part.runs.length ? ` (set to ${part.runs.map((r) => r.size).join(', ')} this hour)` : ''}${moved ? (moved.note === 'gap' ? ': a run moved here from the skipped hour' : ': runs once, at the first time') : ''}${clash ? ': schedules clash' : ''}`}
    >
      {fired ? (
        <span className="week-mark">{clash ? '!' : sizeMark(fired.size)}</span>
      ) : starts ? (
        <span className="week-label">
          <span className="visually-hidden">{part.size?.startsWith('TG-') ? 'TG-' : ''}</span>
          {sizeMark(part.size!)}
        </span>
      ) : first ? (
        <span className="visually-hidden">{part.size ?? 'current size'}</span>
      ) : null}
      {clash && <span className="visually-hidden">Schedules clash: {part.runs.map((r) => r.size).join(' and ')}</span>}
    </span>
  );
}
