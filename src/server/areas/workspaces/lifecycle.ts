import type { WorkspaceRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { Fail, findWorkgroup, findWorkspace, type Handlers } from '@/server/kernel/context';
import { purgeDatabase, runningRestore } from '@/server/kernel/purge';
import { deleteDatabaseRefusal, refreshRefusal } from '@/kernel/lifecycle-rules';

type LifecycleHandlers = Pick<Handlers, 'refreshWorkspace' | 'deleteDatabase'>;

export const lifecycleHandlers: LifecycleHandlers = {
  /** A read-only workspace takes its read-write workspace's latest data: Refreshing, then back, with the outcome in refresh_status and refresh_message. */
  refreshWorkspace: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    // The rule the workspace screen greys Refresh out with (kernel/lifecycle-rules.ts).
    const refused = refreshRefusal(ws);
    if (refused) throw new Fail('Bad-Request', refused, ws.is_rw ? 'workspaceID' : 'status');
    // From the database's read-write workspace; a database without one (the demo's) is refreshed from its latest stored state.
    const rw = ctx.store.list('workspaces').find((w) => w.database_id === ws.database_id && w.is_rw);
    const restore = rw && runningRestore(ctx, rw.workspace_id);
    if (restore) {
      const until = new Date(restore.ends).toISOString();
      throw new Fail('Bad-Request', `Restore ${restore.id} is replacing ${rw.name}'s data until about ${until}; refresh once it has ended`, 'workspaceID', 409);
    }
    const source = rw ? `read-write workspace ${rw.name}` : `database ${ctx.store.get('databases', ws.database_id)?.name ?? ws.database_id}`;
    const at = ctx.now + ctx.config.transitionMs;
    const next: WorkspaceRecord = {
      ...ws,
      status: 'Refreshing',
      display_status: 'Refreshing',
      condition_type: 'Refreshing',
      refresh_status: 'InProgress',
      refresh_message: `Refreshing from ${source}…`,
      transition: { status: ws.status, at, set: { refresh_status: 'Succeeded', refresh_message: `Refreshed from ${source} at ${isoNow(at)}` } },
      last_modified_time: isoNow(ctx.now),
      version_number: (ws.version_number ?? 0) + 1,
    };
    ctx.store.put('workspaces', ws.workspace_id, next);
    return { workspace_id: ws.workspace_id, refresh_status: next.refresh_status };
  },

  /** Refused while workspaces are attached: the answer names them. */
  deleteDatabase: (ctx) => {
    const wg = findWorkgroup(ctx, ctx.params.workgroupID);
    const db = ctx.store.get('databases', ctx.params.databaseID);
    if (!db || db.workgroup_id !== wg.workgroup_id) throw new Fail('Not-Found', `Database ${ctx.params.databaseID} was not found`, 'databaseID');
    const attached = ctx.store.list('workspaces').filter((w) => w.database_id === db.database_id);
    // The rule the delete dialog refuses with before sending (kernel/lifecycle-rules.ts).
    const refused = deleteDatabaseRefusal(db, attached);
    if (refused) throw new Fail('Bad-Request', refused, 'databaseID');
    purgeDatabase(ctx.store, db);
    return { database_id: db.database_id, message: `Database ${db.database_id} deleted` };
  },
};
