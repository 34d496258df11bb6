import * as z from 'zod/mini';
import { DEFAULT_THRESHOLD, THRESHOLD_RANGE } from './alert-threshold';

const percent = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .check(
      z.int({ error: `${what} must be a whole number` }),
      z.minimum(THRESHOLD_RANGE.min, { error: `${what} must be ${THRESHOLD_RANGE.min} % or more` }),
      z.maximum(THRESHOLD_RANGE.max, { error: `${what} must be ${THRESHOLD_RANGE.max} % or less` }),
    );

/** A workspace's CPU, memory and disk alert thresholds, in THRESHOLD_RANGE (disk: DEFAULT_THRESHOLD unless sent, see `withDiskDefault`). */
export const AlertThresholdsBody = z.object({
  cpu_percent: percent('The CPU threshold'),
  memory_percent: percent('The memory threshold'),
  disk_percent: z.optional(percent('The disk threshold')),
});
export type AlertThresholdsBody = z.infer<typeof AlertThresholdsBody>;

/** The thresholds as kept: disk's the default when the body sent none. */
export const withDiskDefault = (b: AlertThresholdsBody) => ({
  cpu_percent: b.cpu_percent,
  memory_percent: b.memory_percent,
  disk_percent: b.disk_percent ?? DEFAULT_THRESHOLD,
});
