import { list, num, object, text, time, type Read } from '@/api/schemas/read';

/** One field a write changed (the service never sends a secret's value: "[redacted]"). */
const AuditField = object({ field: text(), from: text(), to: text() });
const AuditChange = object({ record: text(), kind: text(), fields: list(AuditField) });

/** An entry of the audit trail (`GET /audit-log`, assumed: companion-operations.md). */
export const AuditEntry = object(
  {
    id: text(),
    at: time(),
    who: text(),
    operation: text(),
    title: text(),
    method: text(),
    path: text(),
    target: text(),
    request_id: text(),
    status: num(),
    outcome: text(),
    reason: text(),
    changes: list(AuditChange),
    via: text(),
    upstream_request_id: text(),
  },
  { key: 'id', keyless: 'keep' },
);
export type AuditEntry = Read<typeof AuditEntry>;
