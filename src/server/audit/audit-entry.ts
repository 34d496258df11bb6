import { createHash } from 'node:crypto';
import type { AuditChange, AuditEntry } from './audit';

/** A field whose value is a secret or the handle to one: its change is recorded, its value never. */
const SECRET = /password|passwd|secret|token|hash|plaintext|credential|external_?id|private|(^|_)key$|api_?key|redacted_key/i;
const MAX_FIELDS = 24;
const MAX_VALUE = 160;

export const REDACTED = '[redacted]';

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

function shown(field: string, value: unknown): string {
  if (value === undefined) return '—';
  if (isSecretField(field)) return REDACTED;
  const text = typeof value === 'string' ? value : JSON.stringify(redactDeep(value));
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function redactDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactDeep);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretField(k) ? REDACTED : redactDeep(v)]));
}

/** What one committed change did to a record: created, deleted, or which fields changed from what to what. */
export function describeChange(c: { c: string; id: string; before: unknown; after: unknown }): AuditChange {
  const record = `${c.c} ${c.id}`;
  // `fields` is always there (companion-operations.md: AuditEntry), empty for a record made or removed whole.
  if (c.before === undefined) return { record, kind: 'created', fields: [] };
  if (c.after === undefined) return { record, kind: 'deleted', fields: [] };
  const before = (c.before ?? {}) as Record<string, unknown>;
  const after = (c.after ?? {}) as Record<string, unknown>;
  const fields: AuditChange['fields'] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    // Bookkeeping the service changes by itself on every write says nothing about the change.
    if (field === 'updated' || field === 'updated_at' || field === 'transition') continue;
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    fields.push({ field, from: shown(field, before[field]), to: shown(field, after[field]) });
    if (fields.length === MAX_FIELDS) break;
  }
  return { record, kind: 'updated', fields };
}

export function outcomeOf(status: number): AuditEntry['outcome'] {
  return status >= 200 && status < 300 ? 'accepted' : status >= 500 || status === 0 ? 'failed' : 'refused';
}

/**
 * Proxy mode cannot name the key or user: it names a short fingerprint of the credential
 * (32 bits of its SHA-256, which identifies it in the trail and reveals nothing of it).
 */
export function fingerprintOf(headers: { 'x-api-key'?: string | string[]; authorization?: string }): string {
  const key = headers['x-api-key'];
  if (typeof key === 'string' && key) return `API key #${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
  const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
  if (bearer) return `Session #${createHash('sha256').update(bearer).digest('hex').slice(0, 8)}`;
  return 'No credential';
}

/** The ids a request named, in its path and in a body that names its target (a key, a backup). */
export function targetOf(params: Record<string, string>, body: unknown): string {
  const ids = Object.values(params);
  if (typeof body === 'object' && body !== null) {
    for (const name of ['key_name', 'backup_id', 'name', 'workspace_name', 'workgroup_name', 'username', 'email', 'cidr']) {
      const v = (body as Record<string, unknown>)[name];
      if (typeof v === 'string' && v && !isSecretField(name)) ids.push(v);
    }
  }
  return ids.join(' / ');
}
