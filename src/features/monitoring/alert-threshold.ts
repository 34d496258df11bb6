// An alert threshold's facts, declared once for the body the control plane checks, the form that edits it,
// the warnings that fire on it and the control plane's defaults.

/** The range a workspace's alert threshold may take, percent, as the vendor's console allows. */
export const THRESHOLD_RANGE = { min: 1, max: 100 } as const;

/** The vendor's threshold, percent: where a workspace keeps none of its own, and disk's when it sets only CPU and memory. */
export const DEFAULT_THRESHOLD = 80;

export const DEFAULT_THRESHOLDS = { cpu_percent: DEFAULT_THRESHOLD, memory_percent: DEFAULT_THRESHOLD, disk_percent: DEFAULT_THRESHOLD };
