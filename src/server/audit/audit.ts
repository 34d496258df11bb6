import fs from 'node:fs';
import path from 'node:path';
import { clipEntry } from './audit-clip';

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
/**
 * The bound of each organization's trail (in proxy mode, each credential's): past either figure, its
 * oldest entries are dropped down to `TRIM_TO` of the limit. One organization's writes never push out another's.
 */
export const AUDIT_MAX_ENTRIES = 5_000;
export const AUDIT_MAX_BYTES = 4 * 1024 * 1024;
/** Trails kept at most (proxy mode opens one per credential the upstream accepted); past it, the one written to longest ago goes. */
export const AUDIT_MAX_TRAILS = 32;
/** Refusals of callers who are nobody's (no credential, an unknown key or token): the last ones, in memory, for the operator. */
export const AUDIT_UNIDENTIFIED_RING = 500;
const TRIM_TO = 0.8;

export { AUDIT_DEFAULT_LIMIT, AUDIT_MAX_LIMIT, readAuditQuery, type AuditQuery } from './audit-query';
import { AUDIT_DEFAULT_LIMIT, AUDIT_MAX_LIMIT, type AuditQuery } from './audit-query';

type NewEntry = Omit<AuditEntry, 'id' | 'at'> & { at?: number };
interface Trail {
  entries: AuditEntry[];
  bytes: number;
}

/**
 * Which trail an entry belongs to: its organization's; in proxy mode (no organization known) its
 * credential's, once the upstream has accepted that credential. '' for nobody's: the separate ring.
 */
function trailOf(e: Pick<AuditEntry, 'org_id' | 'via' | 'who'>, knownCredentials: ReadonlySet<string>): string {
  if (e.org_id) return e.org_id;
  return e.via === 'proxy' && knownCredentials.has(e.who) ? `proxy ${e.who}` : '';
}

/**
 * The audit trail: one trail per organization, each bounded by entries and bytes, appended one
 * line per write to a file in the data directory and read back at start. Trimming rewrites the
 * kept entries to a new file that replaces the old one atomically, so a crash mid-trim loses
 * nothing kept. Writes of callers who are nobody's never enter a trail: they are counted and
 * the last AUDIT_UNIDENTIFIED_RING are kept in memory.
 */
export class AuditLog {
  private readonly trails = new Map<string, Trail>();
  private readonly ring: AuditEntry[] = [];
  /** Proxy mode: credentials (fingerprints) the upstream accepted at least once. */
  private readonly knownCredentials = new Set<string>();
  /** Writes by nobody's callers since start (the operator's metric). */
  unidentifiedTotal = 0;
  private seq = 0;
  private fd = -1;
  private readonly file: string;

  private readonly limits: { entries: number; bytes: number; trails: number };
  /** Where the count of nobody's writes is said, at most once a minute (the server's log; nothing in tests). */
  private readonly log: ((line: string) => void) | undefined;
  private lastSaid = 0;
  /** Shared mode (DATABASE_URL): where each trail entry goes for the other servers; the trail then lives in memory and the database, not a file. */
  private readonly share: ((entry: AuditEntry) => void) | undefined;
  /** Shared mode: what makes this server's entry ids unlike every other server's. */
  private readonly idPrefix: string;

  constructor(
    dir: string,
    options: Partial<{ entries: number; bytes: number; trails: number; log: (line: string) => void; share: (entry: AuditEntry) => void }> = {},
  ) {
    const { log, share, ...limits } = options;
    this.log = log;
    this.share = share;
    this.idPrefix = share ? `${Math.random().toString(36).slice(2, 8)}-` : '';
    this.limits = { entries: AUDIT_MAX_ENTRIES, bytes: AUDIT_MAX_BYTES, trails: AUDIT_MAX_TRAILS, ...limits };
    this.file = path.join(dir, AUDIT_FILE);
    if (share) return;
    fs.mkdirSync(dir, { recursive: true });
    let over = false;
    if (fs.existsSync(this.file)) {
      for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) {
        if (!line) continue;
        try {
          const e = JSON.parse(line) as AuditEntry;
          if (typeof e !== 'object' || !e || typeof e.at !== 'string' || typeof e.id !== 'string') continue;
          this.seq++;
          // Only trails are written to disk: a credential's entry there was let in by an answer of the upstream.
          if (e.via === 'proxy' && !e.org_id && e.who !== 'No credential' && e.status !== 401 && e.status !== 403) this.knownCredentials.add(e.who);
          // A trail written before trails were per organization kept nobody's refusals: they go to the ring now.
          const key = trailOf(e, this.knownCredentials);
          if (!key) {
            this.remember(e);
            over = true;
            continue;
          }
          const t = this.trail(key);
          t.entries.push(e);
          t.bytes += Buffer.byteLength(line) + 1;
          over ||= this.isOver(t);
        } catch {
          // A torn last line from a crash mid-append: that write was still answered, only its trace is lost.
        }
      }
    }
    if (over) this.trim();
  }

  get size(): { entries: number; bytes: number; trails: number } {
    let entries = 0;
    let bytes = 0;
    for (const t of this.trails.values()) {
      entries += t.entries.length;
      bytes += t.bytes;
    }
    return { entries, bytes, trails: this.trails.size };
  }

  /** The last writes of callers who are nobody's, newest first (for the operator: served to no organization). */
  unidentified(): AuditEntry[] {
    return [...this.ring].reverse();
  }

  /** `upstreamAccepted`: proxy mode, the upstream answered this credential with something other than 401/403, so it is someone's and its trail opens. */
  record(entry: NewEntry, upstreamAccepted = false): AuditEntry {
    const at = new Date(entry.at ?? Date.now());
    const full: AuditEntry = {
      ...clipEntry(entry),
      at: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      id: `${this.idPrefix}${at.getTime().toString(36)}-${(++this.seq).toString(36)}`,
    };
    if (upstreamAccepted && full.via === 'proxy' && full.who !== 'No credential') this.knownCredentials.add(full.who);
    const key = trailOf(full, this.knownCredentials);
    if (!key) {
      this.unidentifiedTotal++;
      this.remember(full);
      if (this.log && at.getTime() - this.lastSaid >= 60_000) {
        this.lastSaid = at.getTime();
        this.log(
          `Audit: ${this.unidentifiedTotal} writes by callers of no organization refused since start (kept in no trail; last ${full.method} ${full.path.slice(0, 80)} ${full.status})`,
        );
      }
      return full;
    }
    const line = `${JSON.stringify(full)}\n`;
    this.share?.(full);
    try {
      if (!this.add(key, full, line) && !this.share) {
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

  /** Shared mode: an entry another server recorded, kept in its organization's trail here too. */
  receive(entry: unknown): void {
    const e = entry as AuditEntry;
    const key = typeof e === 'object' && e && typeof e.at === 'string' ? trailOf(e, this.knownCredentials) : '';
    if (key) this.add(key, e, `${JSON.stringify(e)}\n`);
  }

  close(): void {
    if (this.fd !== -1) fs.closeSync(this.fd);
    this.fd = -1;
  }

  /** Newest first. */
  query(q: AuditQuery): AuditEntry[] {
    const needle = q.q?.trim().toLowerCase();
    const limit = Math.min(Math.max(1, q.limit ?? AUDIT_DEFAULT_LIMIT), AUDIT_MAX_LIMIT);
    const keys = q.orgId !== undefined ? [q.orgId] : q.who !== undefined ? [`proxy ${q.who}`] : [...this.trails.keys()];
    const pool = keys.flatMap((k) => this.trails.get(k)?.entries ?? []);
    if (keys.length > 1) pool.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    const out: AuditEntry[] = [];
    for (let i = pool.length - 1; i >= 0 && out.length < limit; i--) {
      const e = pool[i]!;
      const t = Date.parse(e.at);
      if (q.since !== undefined && t < q.since) continue;
      if (q.until !== undefined && t > q.until) continue;
      if (needle && ![e.request_id, e.upstream_request_id ?? '', e.target, e.who, e.path, e.title].some((s) => s.toLowerCase().includes(needle))) continue;
      // A trail written before `fields` was always there (kept on disk) answers it empty, as the contract has it.
      out.push(e.changes.every((c) => Array.isArray(c.fields)) ? e : { ...e, changes: e.changes.map((c) => ({ ...c, fields: c.fields ?? [] })) });
    }
    return out;
  }

  private trail(key: string): Trail {
    let t = this.trails.get(key);
    if (t) {
      // Kept in the order they were last written to: the first is the one to let go past AUDIT_MAX_TRAILS.
      this.trails.delete(key);
    } else t = { entries: [], bytes: 0 };
    this.trails.set(key, t);
    return t;
  }

  /** Into its trail; true when that took the trails past a bound and they were trimmed. */
  private add(key: string, e: AuditEntry, line: string): boolean {
    const t = this.trail(key);
    t.entries.push(e);
    t.bytes += Buffer.byteLength(line);
    if (!this.isOver(t) && this.trails.size <= this.limits.trails) return false;
    this.trim();
    return true;
  }

  private isOver(t: Trail): boolean {
    return t.entries.length > this.limits.entries || t.bytes > this.limits.bytes;
  }

  private remember(e: AuditEntry): void {
    this.ring.push(e);
    if (this.ring.length > AUDIT_UNIDENTIFIED_RING) this.ring.splice(0, this.ring.length - AUDIT_UNIDENTIFIED_RING);
  }

  /** Each trail over its bound down to TRIM_TO of it, the trails past AUDIT_MAX_TRAILS let go; the file rewritten with what is kept. */
  private trim(): void {
    while (this.trails.size > this.limits.trails) this.trails.delete(this.trails.keys().next().value!);
    const all: string[] = [];
    for (const t of this.trails.values()) {
      let lines = t.entries.map((e) => `${JSON.stringify(e)}\n`);
      let bytes = lines.reduce((n, l) => n + Buffer.byteLength(l), 0);
      if (this.isOver(t)) {
        lines = lines.slice(-Math.floor(this.limits.entries * TRIM_TO));
        bytes = lines.reduce((n, l) => n + Buffer.byteLength(l), 0);
        let drop = 0;
        while (bytes > this.limits.bytes * TRIM_TO && lines.length - drop > 1) bytes -= Buffer.byteLength(lines[drop++]!);
        lines = lines.slice(drop);
        t.entries = t.entries.slice(-lines.length);
      }
      t.bytes = bytes;
      all.push(...lines);
    }
    if (this.share) return;
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, all.join(''));
    const fd = fs.openSync(tmp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    if (this.fd !== -1) fs.closeSync(this.fd);
    this.fd = -1;
    fs.renameSync(tmp, this.file);
  }
}

// The trail lives beside the state, not in it: its handler finds it from the store it is given.
const trails = new WeakMap<object, AuditLog>();
export function attachAudit(store: object, audit: AuditLog): void {
  trails.set(store, audit);
}
export function auditOf(store: object): AuditLog | undefined {
  return trails.get(store);
}
