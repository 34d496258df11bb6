/** The statuses in which a workspace runs and is measured (the others report no CPU or memory, and services down). */
const running = ['Active', 'Idle', 'Updating', 'Resizing', 'Upgrading', 'Refreshing', 'Restoring'];

export const isRunning = (status: string) => running.includes(status);
