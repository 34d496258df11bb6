/** What `GET /audit-log` asks of the trail (audit.ts). */
export interface AuditQuery {
  orgId?: string;
  /** Proxy mode: only what was sent with this credential (the proxy cannot tell organizations apart). */
  who?: string;
  since?: number;
  until?: number;
  q?: string;
  limit?: number;
}

export const AUDIT_DEFAULT_LIMIT = 200;
export const AUDIT_MAX_LIMIT = 1000;

/** Query parameters of `GET /audit-log`: times as ISO 8601 or epoch milliseconds; anything unreadable is a 400 reason. */
export function readAuditQuery(search: URLSearchParams): AuditQuery | { error: string; field: string } {
  const time = (name: string): number | undefined | { error: string; field: string } => {
    const raw = search.get(name);
    if (raw === null || raw === '') return undefined;
    const t = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
    return Number.isFinite(t) ? t : { error: `${name} must be an ISO 8601 time or milliseconds since 1970, not "${raw.slice(0, 40)}"`, field: name };
  };
  const since = time('since');
  const until = time('until');
  if (typeof since === 'object') return since;
  if (typeof until === 'object') return until;
  const rawLimit = search.get('limit');
  const limit = rawLimit ? Number(rawLimit) : undefined;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_MAX_LIMIT))
    return { error: `limit must be a whole number from 1 to ${AUDIT_MAX_LIMIT}`, field: 'limit' };
  return { since, until, limit, q: search.get('q')?.slice(0, 200) ?? undefined };
}
