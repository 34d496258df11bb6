import type { Database, Workspace } from '@/kernel/workspace-schema';
import type { Workgroup } from '@/kernel/workgroup-schema';
import type { AllowRecord, DatabaseRecord, WorkgroupRecord, WorkspaceRecord } from '@/server/model';
import { settle } from '@/server/model';
import type { Store } from '@/server/store/store';
import { rangeContainsIp } from '@/lib/cidr';

/** Assembles answers; child records are indexed by workgroup on first need, once per request. */
export class Views {
  private index?: { ws: Map<string, WorkspaceRecord[]>; db: Map<string, DatabaseRecord[]>; allow: Map<string, AllowRecord[]> };

  constructor(
    private readonly store: Store,
    private readonly now: number,
  ) {}

  private children() {
    if (!this.index) {
      this.index = { ws: new Map(), db: new Map(), allow: new Map() };
      for (const ws of this.store.list('workspaces')) push(this.index.ws, ws.workgroup_id, ws);
      for (const db of this.store.list('databases')) push(this.index.db, db.workgroup_id, db);
      for (const a of this.store.list('allowList')) push(this.index.allow, a.workgroup_id, a);
    }
    return this.index;
  }

  workspace(ws: WorkspaceRecord, wg?: WorkgroupRecord): Workspace {
    const s = settle(ws, this.now);
    const { transition: _t, scheduled_upgrade: _u, ...rest } = s;
    void _t;
    void _u;
    const db = this.store.get('databases', s.database_id);
    const group = wg ?? this.store.get('workgroups', s.workgroup_id);
    const stats = db?.stats;
    return {
      ...rest,
      deletion_protection: rest.deletion_protection ?? false,
      workgroup_name: group?.name ?? '',
      database_name: db?.name ?? '',
      folder_statistics: stats ? { ...stats, workspaces: stats.workspaces.filter((w) => w.workspace_id === s.workspace_id) } : null,
    };
  }

  database(db: DatabaseRecord, wg?: WorkgroupRecord): Database {
    const { stats, ...rest } = db;
    const attached = (this.children().ws.get(db.workgroup_id) ?? []).filter((w) => w.database_id === db.database_id);
    return { ...rest, folder_statistics: stats, workspaces: attached.map((w) => this.workspace(w, wg)) };
  }

  /** The spec allows `encryption_method` only as `TMK`: a workgroup without encryption answers without it, never with "". */
  workgroup(wg: WorkgroupRecord, clientIp: string): Omit<Workgroup, 'encryption_method'> & { encryption_method?: string } {
    const { ws, db, allow } = this.children();
    const entries = allow.get(wg.workgroup_id) ?? [];
    const { encryption_method, ...rest } = wg;
    return {
      ...rest,
      deletion_protection: rest.deletion_protection ?? false,
      ...(encryption_method ? { encryption_method } : {}),
      is_current_ip_allowed: !wg.enable_allow_list || entries.some((e) => rangeContainsIp(e.cidr, clientIp)),
      workspaces: (ws.get(wg.workgroup_id) ?? []).map((w) => this.workspace(w, wg)),
      tg_databases: (db.get(wg.workgroup_id) ?? []).map((d) => {
        const { stats, ...rest } = d;
        return { ...rest, folder_statistics: stats, workspaces: [] };
      }),
    };
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
