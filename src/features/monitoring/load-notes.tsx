import { Link } from '@tanstack/react-router';
import type { LoadAlert } from './load-alerts';
import { IDLE, type Idle } from './idle';
import { describeAlert, minutes } from './load-warning';

// What a workspace's load says, apart from reading it (load-warning.tsx): the workspace screen loads these only when there is something to say.

type WSParams = { workgroupID: string; workspaceID: string };

/** The warning shown on the workspace screen and the monitoring view. */
export function LoadWarning({ p, alerts, withLink }: { p: WSParams; alerts: LoadAlert[]; withLink: boolean }) {
  if (!alerts.length) return null;
  const critical = alerts.some((a) => a.level === 'critical');
  return (
    <div className={critical ? 'form-error load-warning' : 'notice notice-warn load-warning'} role="status">
      <strong>{critical ? 'Critical: this workspace is running out of room' : 'Warning: this workspace runs hot'}</strong>
      <ul>
        {alerts.map((a) => (
          <li key={a.metric}>{describeAlert(a)}</li>
        ))}
      </ul>
      {withLink && (
        <Link to="/workgroups/$workgroupID/workspaces/$workspaceID/monitoring" params={p} search={{ range: '1h' }}>
          See its monitoring and size advice
        </Link>
      )}
    </div>
  );
}

/** An idle workspace says so where a hot one would warn: what it could spend less on, and where to see it. */
export function IdleNote({ p, idle, resizable }: { p: WSParams; idle: Idle | undefined; resizable: boolean }) {
  if (!idle) return null;
  return (
    <div className="notice load-warning" role="status">
      <strong>This workspace idles</strong>: CPU below {IDLE.cpuPercent} % on every node for the last {minutes(idle.minutes)} (at most {idle.peak.toFixed(1)}{' '}
      %).{' '}
      {resizable
        ? 'A smaller size, or stopping it when unused, would cost less.'
        : 'Pausing it, or stopping it sooner when unused (auto-stop), would cost less.'}{' '}
      <Link to="/workgroups/$workgroupID/workspaces/$workspaceID/monitoring" params={p} search={{ range: '1h' }}>
        See its monitoring and size advice
      </Link>
    </div>
  );
}
