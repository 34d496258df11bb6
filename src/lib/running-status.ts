/**
 * The statuses in which a workspace runs and is measured (the others report no CPU or memory, and services
 * down). Apart from lib/workspace-status.ts so that the entry (api/early-requests.ts) can carry it: a few bytes.
 */
const running = ['Active', 'Idle', 'Updating', 'Resizing', 'Upgrading', 'Refreshing', 'Restoring'];

export const isRunning = (status: unknown) => typeof status === 'string' && running.includes(status);

/** Whether a workspace's answer (`{ Result: { status } }`) says it runs: the early reads' and the server's first reads' test. */
export const answerSaysRunning = (answer: unknown) => isRunning((answer as { Result?: { status?: unknown } } | null | undefined)?.Result?.status);
