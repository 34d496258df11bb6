/** The parts of an audit entry (audit.ts) that are clipped; kept here so that audit.ts alone imports this file. */
interface AuditChange {
  record: string;
  kind: 'created' | 'updated' | 'deleted';
  fields: { field: string; from: string; to: string }[];
}
interface Clippable {
  org_id: string;
  who: string;
  operation: string;
  title: string;
  method: string;
  path: string;
  target: string;
  request_id: string;
  reason: string;
  changes: AuditChange[];
  upstream_request_id?: string;
}

/** The longest text each field of an entry keeps; past it, the text is cut and ends with "…". */
export const AUDIT_CLIP = { path: 256, target: 256, reason: 512, who: 160, title: 160, short: 64 } as const;
/** Records a write changed that an entry lists; past it, a last line says how many more. */
export const AUDIT_MAX_CHANGES = 50;

export const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function clipChanges(changes: AuditChange[]): AuditChange[] {
  if (changes.length <= AUDIT_MAX_CHANGES) return changes;
  const more = changes.length - AUDIT_MAX_CHANGES + 1;
  return [...changes.slice(0, AUDIT_MAX_CHANGES - 1), { record: `… and ${more} more records`, kind: 'updated', fields: [] }];
}

/** An entry whose every text fits its bound: a 14,000-character path or reason weighs no more than a short one. */
export function clipEntry<E extends Clippable>(e: E): E {
  return {
    ...e,
    org_id: clip(e.org_id, AUDIT_CLIP.short),
    who: clip(e.who, AUDIT_CLIP.who),
    operation: clip(e.operation, AUDIT_CLIP.short),
    title: clip(e.title, AUDIT_CLIP.title),
    method: clip(e.method, 16),
    path: clip(e.path, AUDIT_CLIP.path),
    target: clip(e.target, AUDIT_CLIP.target),
    request_id: clip(e.request_id, AUDIT_CLIP.short),
    reason: clip(e.reason, AUDIT_CLIP.reason),
    changes: clipChanges(e.changes),
    ...(e.upstream_request_id !== undefined ? { upstream_request_id: clip(e.upstream_request_id, AUDIT_CLIP.short) } : {}),
  };
}
