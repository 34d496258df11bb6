/** The tone a status is shown in; any unknown status is shown as-is, neutrally. */
type StatusTone = 'ok' | 'busy' | 'idle' | 'stopped' | 'error' | 'unknown';

const tones: Record<string, StatusTone> = {
  active: 'ok',
  ready: 'ok',
  running: 'ok',
  succeeded: 'ok',
  idle: 'idle',
  stopped: 'stopped',
  paused: 'stopped',
  creating: 'busy',
  pausing: 'busy',
  resuming: 'busy',
  updating: 'busy',
  resizing: 'busy',
  upgrading: 'busy',
  restoring: 'busy',
  refreshing: 'busy',
  inprogress: 'busy',
  deleting: 'busy',
  provisioning: 'busy',
  pending: 'busy',
  error: 'error',
  failed: 'error',
  degraded: 'error',
};

export function statusTone(status: string): StatusTone {
  return tones[status.trim().toLowerCase()] ?? 'unknown';
}

/**
 * Moving between states: worth polling until it settles. Only known states
 * count: an unknown one ("Hibernating") may never change by itself, and a page
 * that said it would, and polled for ever, would mislead.
 */
export function isTransitional(status: string): boolean {
  return statusTone(status) === 'busy';
}
