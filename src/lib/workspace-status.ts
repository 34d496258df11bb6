/** The tone a status is shown in; any unknown status is shown as-is, neutrally. */
type StatusTone = 'ok' | 'busy' | 'idle' | 'stopped' | 'error' | 'unknown';

/**
 * Every status the console knows (workspaces, backups, providers, restores), by
 * the tone it is shown in, declared once: the tones, what counts as moving (and
 * is polled), and the embedded control plane's states all derive from it.
 */
const statusesByTone = {
  ok: ['Active', 'Ready', 'Running', 'Succeeded'],
  idle: ['Idle'],
  stopped: ['Stopped', 'Paused'],
  busy: [
    ...['Creating', 'Pausing', 'Resuming', 'Updating', 'Resizing', 'Upgrading'],
    ...['Restoring', 'Refreshing', 'InProgress', 'Deleting', 'Provisioning', 'Pending'],
  ],
  error: ['Error', 'Failed', 'Degraded'],
} as const;

/** A state a workspace moves through (Pausing, Upgrading…): the console polls until it settles. */
export type TransitionalStatus = (typeof statusesByTone.busy)[number];

/** The states a workspace settles in: only from these may it be paused, resized, backed up or restored. */
const settledWorkspaceStatuses: readonly string[] = ['Active', 'Idle', 'Stopped'] satisfies (typeof statusesByTone)['ok' | 'idle' | 'stopped'][number][];
export const isSettled = (status: string) => settledWorkspaceStatuses.includes(status);

const tones: Record<string, StatusTone> = Object.fromEntries(
  Object.entries(statusesByTone).flatMap(([tone, statuses]) => statuses.map((status) => [status.toLowerCase(), tone as StatusTone])),
);

/**
 * How a status reads on every screen: the service's "Stopped" is a workspace someone paused (Pause
 * sends it there, Resume brings it back), so it reads "Paused", the word of the button that made it.
 * Every other status reads as sent ("Hibernating" too).
 */
export function statusLabel(status: string): string {
  return status.trim().toLowerCase() === 'stopped' ? 'Paused' : status;
}

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
