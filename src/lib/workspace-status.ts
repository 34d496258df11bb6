/** The tone a status is shown in; any unknown status is shown as-is, neutrally. */
export type StatusTone = 'ok' | 'busy' | 'idle' | 'stopped' | 'error' | 'unknown';

const tones: Record<string, StatusTone> = {
  active: 'ok',
  ready: 'ok',
  running: 'ok',
  idle: 'idle',
  stopped: 'stopped',
  paused: 'stopped',
  creating: 'busy',
  pausing: 'busy',
  resuming: 'busy',
  updating: 'busy',
  resizing: 'busy',
  upgrading: 'busy',
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

/** Moving between states: worth polling until it settles. */
export function isTransitional(status: string): boolean {
  const tone = statusTone(status);
  return tone === 'busy' || (tone === 'unknown' && status.trim().toLowerCase().endsWith('ing'));
}
