import { custom, list, num, object, record, text, type Read } from '@/api/schemas/read';

/** The scrape's answer: Prometheus text exposition (no envelope), read as text (features/monitoring/prom-text.ts parses it). */
export const ScrapeText = custom<string>('text', (v) => (typeof v === 'string' ? v : ''));

/** One workspace in the workgroup summary: `metrics` maps a metric name to `{ avgValue }` (read by lib/monitoring.ts). */
export const WorkspaceMetrics = object({ workspaceID: text({ required: true }), metrics: record() }, { key: 'workspaceID' });
export const WorkgroupMetrics = object({ workgroupID: text(), workspaceMetrics: list(WorkspaceMetrics) });
export type WorkgroupMetrics = Read<typeof WorkgroupMetrics>;

/** A workspace's own alert thresholds, percent (assumed: the vendor's console sets them, its reference has no operation). */
export const AlertThresholds = object({ cpu_percent: num(), memory_percent: num(), disk_percent: num() });
export type AlertThresholds = Read<typeof AlertThresholds>;
