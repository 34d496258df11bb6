import type { AuditEntry } from './audit-schema';
import { toCsv } from '@/lib/csv';

const HEADER = [
  'Time (UTC)',
  'Who',
  'Operation',
  'Method',
  'Path',
  'Target',
  'Outcome',
  'Status',
  'Reason',
  'Changes',
  'Request ID',
  'Upstream request ID',
  'Via',
];

/** One line per change: "workspaces ws-1 updated: workspace_type_name TG-2 → TG-4". */
export function describeChanges(e: AuditEntry): string {
  return e.changes
    .map((c) => `${c.record} ${c.kind}${c.fields.length ? `: ${c.fields.map((f) => `${f.field} ${f.from} → ${f.to}`).join('; ')}` : ''}`)
    .join('\n');
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    HEADER,
    entries.map((e) => [
      e.at,
      e.who,
      e.title || e.operation,
      e.method,
      e.path,
      e.target,
      e.outcome,
      e.status,
      e.reason,
      describeChanges(e),
      e.request_id,
      e.upstream_request_id,
      e.via,
    ]),
  );
}

export { download } from '@/ui/download';
