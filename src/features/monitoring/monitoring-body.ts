import * as z from 'zod/mini';

const percent = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .check(
      z.int({ error: `${what} must be a whole number` }),
      z.minimum(1, { error: `${what} must be 1 % or more` }),
      z.maximum(100, { error: `${what} must be 100 % or less` }),
    );

/** A workspace's CPU, memory and disk alert thresholds: 1–100 %, as the vendor's console allows (disk: 80 % unless sent). */
export const AlertThresholdsBody = z.object({
  cpu_percent: percent('The CPU threshold'),
  memory_percent: percent('The memory threshold'),
  disk_percent: z.optional(percent('The disk threshold')),
});
export type AlertThresholdsBody = z.infer<typeof AlertThresholdsBody>;
