import type { Database, Workgroup, Workspace } from '../../api/schemas';
import type { AllowRecord, DatabaseRecord, WorkgroupRecord, WorkspaceRecord } from '../model';
import { settle } from '../model';
import type { Store } from '../store';
import { rangeContainsIp } from '../../lib/cidr';

/** Indexes child records by workgroup once per request (lists can be large). */
export class Views {
  private wsByWg = new Map<string, WorkspaceRecord[]>();
  private dbByWg = new Map<string, DatabaseRecord[]>();
  private allowByWg = new Map<string, AllowRecord[]>();

  constructor(
    private readonly store: Store,
    private readonly now: number,
  ) {
    for (const ws of store.list<WorkspaceRecord>('workspaces')) push(this.wsByWg, ws.workgroup_id, ws);
    for (const db of store.list<DatabaseRecord>('databases')) push(this.dbByWg, db.workgroup_id, db);
    for (const a of store.list<AllowRecord>('allowList')) push(this.allowByWg, a.workgroup_id, a);
  }

  workspace(ws: WorkspaceRecord, wg?: WorkgroupRecord): Workspace {
    const s = settle(ws, this.now);
    const { transition: _t, ...rest } = s;
    void _t;
    const db = this.store.get<DatabaseRecord>('databases', s.database_id);
    const group = wg ?? this.store.get<WorkgroupRecord>('workgroups', s.workgroup_id);
    const stats = db?.stats;
    return {
      ...rest,
      workgroup_name: group?.name ?? '',
      database_name: db?.name ?? '',
      folder_statistics: stats ? { ...stats, workspaces: stats.workspaces.filter((w) => w.workspace_id === s.workspace_id) } : null,
    };
  }

  database(db: DatabaseRecord, wg?: WorkgroupRecord): Database {
    const { stats, ...rest } = db;
    const attached = (this.wsByWg.get(db.workgroup_id) ?? []).filter((w) => w.database_id === db.database_id);
    return { ...rest, folder_statistics: stats, workspaces: attached.map((w) => this.workspace(w, wg)) };
  }

  workgroup(wg: WorkgroupRecord, clientIp: string): Workgroup {
    const entries = this.allowByWg.get(wg.workgroup_id) ?? [];
    return {
      ...wg,
      is_current_ip_allowed: !wg.enable_allow_list || entries.some((e) => rangeContainsIp(e.cidr, clientIp)),
      workspaces: (this.wsByWg.get(wg.workgroup_id) ?? []).map((w) => this.workspace(w, wg)),
      tg_databases: (this.dbByWg.get(wg.workgroup_id) ?? []).map((d) => {
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
