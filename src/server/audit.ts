import fs from 'node:fs';
import path from 'node:path';

/** One field of a record a write changed; secrets are "[redacted]", never their value. */
export interface AuditChange {
  /** `workspaces ws-1`: the collection and id of the record. */
  record: string;
  kind: 'created' | 'updated' | 'deleted';
  /** For an update: the fields that changed, before and after; empty for a create or a delete. */
  fields: { field: string; from: string; to: string }[];
}

/** One write the server accepted or refused (or, in proxy mode, forwarded). */
export interface AuditEntry {
  id: string;
  /** ISO 8601, to the second, UTC. */
  at: string;
  /** The organization that may read it; '' when the credential opened none (kept for the operator only). */
  org_id: string;
  /** The API key's description and name, the session's user, or in proxy mode a fingerprint of the credential. */
  who: string;
  operation: string;
  title: string;
  method: string;
  path: string;
  /** The ids the write was about, joined with " / ". */
  target: string;
  request_id: string;
  status: number;
  outcome: 'accepted' | 'refused' | 'failed';
  reason: string;
  changes: AuditChange[];
  via: 'embedded' | 'proxy';
  /** Proxy mode: the upstream's own RequestID, when it sent one. */
  upstream_request_id?: string;
}

export const AUDIT_FILE = 'audit.ndjson';
/** The bound: past either figure, the oldest entries are dropped down to `TRIM_TO` of the limit. */
export const AUDIT_MAX_ENTRIES = 10_000;
export const AUDIT_MAX_BYTES = 8 * 1024 * 1024;
const TRIM_TO = 0.8;

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

/**
 * The audit trail: appended one line per write, kept in the data
 * directory beside the state and read back at start. Bounded by entries and
 * bytes; trimming rewrites the newest entries to a new file that replaces the
 * old one atomically, so a crash mid-trim loses nothing kept.
 */
export class AuditLog {
  private entries: AuditEntry[] = [];
  private bytes = 0;
  private seq = 0;
  private fd = -1;
  private readonly file: string;

  constructor(
    dir: string,
    private readonly limits = { entries: AUDIT_MAX_ENTRIES, bytes: AUDIT_MAX_BYTES },
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.file = path.join(dir, AUDIT_FILE);
    if (fs.existsSync(this.file)) {
      for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) {
        if (!line) continue;
        try {
          const e = JSON.parse(line) as AuditEntry;
          if (typeof e === 'object' && e && typeof e.at === 'string' && typeof e.id === 'string') {
            this.entries.push(e);
            this.bytes += Buffer.byteLength(line) + 1;
          }
        } catch {
          // A torn last line from a crash mid-append: that write was still answered, only its trace is lost.
        }
      }
    }
    this.seq = this.entries.length;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.length, bytes: this.bytes };
  }

  record(entry: Omit<AuditEntry, 'id' | 'at'> & { at?: number }): AuditEntry {
    const at = new Date(entry.at ?? Date.now());
    const full: AuditEntry = { ...entry, at: at.toISOString().replace(/\.\d{3}Z$/, 'Z'), id: `${at.getTime().toString(36)}-${(++this.seq).toString(36)}` };
    const line = `${JSON.stringify(full)}\n`;
    this.entries.push(full);
    this.bytes += Buffer.byteLength(line);
    try {
      if (this.entries.length > this.limits.entries || this.bytes > this.limits.bytes) this.trim();
      else {
        // Written, not fsync'd: a kill -9 keeps it (the page cache survives the process); only a power cut may lose the last lines.
        // An fsync here would double the cost of every write, which the state's journal already pays.
        if (this.fd === -1) this.fd = fs.openSync(this.file, 'a');
        fs.writeSync(this.fd, line);
      }
    } catch (e) {
      // The write itself was made (or refused) already; its trace stays in memory and is said on the console.
      console.error(`Audit trail: could not write ${full.request_id} to disk (${e instanceof Error ? e.message : String(e)})`);
    }
    return full;
  }

  close(): void {
    if (this.fd !== -1) fs.closeSync(this.fd);
    this.fd = -1;
  }

  /** Newest first. */
  query(q: AuditQuery): AuditEntry[] {
    const needle = q.q?.trim().toLowerCase();
    const limit = Math.min(Math.max(1, q.limit ?? AUDIT_DEFAULT_LIMIT), AUDIT_MAX_LIMIT);
    const out: AuditEntry[] = [];
    for (let i = this.entries.length - 1; i >= 0 && out.length < limit; i--) {
      const e = this.entries[i]!;
      if (q.orgId !== undefined && e.org_id !== q.orgId) continue;
      if (q.who !== undefined && e.who !== q.who) continue;
      const t = Date.parse(e.at);
      if (q.since !== undefined && t < q.since) continue;
      if (q.until !== undefined && t > q.until) continue;
      if (needle && ![e.request_id, e.upstream_request_id ?? '', e.target, e.who, e.path, e.title].some((s) => s.toLowerCase().includes(needle))) continue;
      // A trail written before `fields` was always there (kept on disk) answers it empty, as the contract has it.
      out.push(e.changes.every((c) => Array.isArray(c.fields)) ? e : { ...e, changes: e.changes.map((c) => ({ ...c, fields: c.fields ?? [] })) });
    }
    return out;
  }

  private trim(): void {
    let keep = Math.floor(this.limits.entries * TRIM_TO);
    const lines = this.entries.slice(-keep).map((e) => `${JSON.stringify(e)}\n`);
    let bytes = lines.reduce((n, l) => n + Buffer.byteLength(l), 0);
    while (bytes > this.limits.bytes * TRIM_TO && lines.length > 1) {
      bytes -= Buffer.byteLength(lines.shift()!);
      keep--;
    }
    keep = lines.length;
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, lines.join(''));
    const fd = fs.openSync(tmp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    if (this.fd !== -1) fs.closeSync(this.fd);
    this.fd = -1;
    fs.renameSync(tmp, this.file);
    this.entries = this.entries.slice(-keep);
    this.bytes = bytes;
  }
}

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

// The trail lives beside the state, not in it: its handler finds it from the store it is given.
const trails = new WeakMap<object, AuditLog>();
export function attachAudit(store: object, audit: AuditLog): void {
  trails.set(store, audit);
}
export function auditOf(store: object): AuditLog | undefined {
  return trails.get(store);
}
