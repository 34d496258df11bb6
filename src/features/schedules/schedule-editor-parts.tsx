import { explainRun, type nextRuns } from '@/kernel/schedule-time';
import { formatInZone } from '@/lib/format-time';
import { viewerZone } from '@/lib/timezones';

/** The schedule being edited was deleted elsewhere: what was typed stays, and can become a new schedule. */
export function GoneNotice({ onCreateAnew }: { onCreateAnew: () => void }) {
  return (
    <div className="notice notice-warn" role="note">
      <p>
        <strong>This schedule is no longer in the list:</strong> it was deleted elsewhere. What you typed is kept; saving it here would be refused.
      </p>
      <button type="button" className="button button-small" onClick={onCreateAnew}>
        Create it as a new schedule
      </button>
    </div>
  );
}

/** The next runs of the schedule in the form, in its zone and the viewer's (worked out after the first paint). */
export function NextRunsList({ painted, runs, repeat, timezone }: { painted: boolean; runs: ReturnType<typeof nextRuns>; repeat: string; timezone: string }) {
  return (
    <div>
      <h3>Next runs</h3>
      {!painted ? (
        <p className="muted">Working out the next runs…</p>
      ) : runs.length === 0 ? (
        <p className="muted">None: {repeat === 'none' ? 'the date is missing or past.' : 'complete the schedule to see when it runs.'}</p>
      ) : (
        <ol className="small" aria-label="Next runs">
          {runs.map((r) => (
            <li key={r.at}>
              {formatInZone(r.at, timezone)}
              {timezone !== viewerZone() && <span className="muted"> · {formatInZone(r.at, viewerZone())} your time</span>}
              {r.note && <div className="muted">{explainRun(r, timezone)}</div>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
