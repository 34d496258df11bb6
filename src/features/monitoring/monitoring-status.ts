/** The statuses in which a workspace runs and is measured: declared in lib, where the early reads use it too. */
export { isRunning } from '@/lib/running-status';
