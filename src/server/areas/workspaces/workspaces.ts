import type { DatabaseRecord, WorkspaceRecord } from '@/server/model';
import { resizeRefusal } from '@/kernel/size-rule';
import { isoNow } from '@/server/model';
import { addons as addonCatalog, defaultAgentConfig, tgVersions, workspaceTypes } from '@/server/catalog';
import { newId } from '@/server/store/ids';
import { Views } from '@/server/kernel/views';
import { assertQuota } from '@/server/kernel/quota';
import { Fail, countCreate, findWorkgroup, findWorkspace, type BaseContext, type Handlers } from '@/server/kernel/context';
import { assertNoRestore, assertNotProtected, purgeWorkspace } from '@/server/kernel/purge';
import { assertSettled, cancelUpgrade, pause, setAutoUpgradeState, transition, upgrade, upgradeAsField } from './workspace-transitions';
import type { Addon, AgentConfig } from '@/kernel/workspace-schema';
import { assertMayRun, clearPaymentStop } from '@/server/kernel/payment-standing';

type WorkspaceHandlers = Pick<
  Handlers,
  | 'getWorkspace'
  | 'createWorkspace'
  | 'updateWorkspace'
  | 'upgradeWorkspace'
  | 'deleteWorkspace'
  | 'pauseWorkspace'
  | 'resumeWorkspace'
  | 'getDatabase'
  | 'updateDatabase'
>;

function sizeOf(name: string, field = 'workspace_type_name') {
  const size = workspaceTypes.find((t) => t.typeName === name);
  if (!size) throw new Fail('Bad-Request', `Workspace type ${name} is not offered; choose one of ${workspaceTypes.map((t) => t.typeName).join(', ')}`, field);
  return size;
}

function checkAddons(list: Omit<Addon, 'unique_name' | 'workspace_id'>[] | undefined, workspaceID: string): Addon[] {
  return (list ?? []).map((a, i) => {
    const known = addonCatalog.find((c) => c.id === a.addons_id);
    if (!known) throw new Fail('Bad-Request', `Add-on ${a.addons_id} is not available`, `addons.${i}.addons_id`);
    return { ...a, is_free: known.is_free, unique_name: known.unique_name, workspace_id: workspaceID };
  });
}

function save(ctx: BaseContext, ws: WorkspaceRecord) {
  ctx.store.put('workspaces', ws.workspace_id, { ...ws, last_modified_time: isoNow(ctx.now), version_number: (ws.version_number ?? 0) + 1 });
  return new Views(ctx.store, ctx.now).workspace(ctx.store.get('workspaces', ws.workspace_id)!);
}

export const workspaceHandlers: WorkspaceHandlers = {
  getWorkspace: (ctx) => new Views(ctx.store, ctx.now).workspace(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID)),

  createWorkspace: (ctx) => {
    const wg = findWorkgroup(ctx, ctx.params.workgroupID);
    assertMayRun(ctx, 'create a workspace');
    const body = ctx.body;
    const size = sizeOf(body.workspace_type_name ?? 'TG-0');
    const version = body.tg_version ?? tgVersions.find((v) => v.allow_create && v.channel === 'stable')!.name;
    const known = tgVersions.find((v) => v.name === version);
    if (!known || !known.allow_create) throw new Fail('Bad-Request', `Version ${version} cannot be used for new workspaces`, 'tg_version');
    const siblings = ctx.store.list('workspaces').filter((w) => w.workgroup_id === wg.workgroup_id);
    const id = newId('ws');
    const name = body.name ?? `workspace-${siblings.length + 1}`;
    if (siblings.some((w) => w.name.toLowerCase() === name.toLowerCase())) {
      throw new Fail('Bad-Request', `Workgroup "${wg.name}" already has a workspace named "${name}"`, 'name');
    }
    const isRw = body.is_rw ?? true;
    if (!isRw && body.enable_ha)
      throw new Fail('Bad-Request', 'A read-only workspace runs a single replica; high availability is for read-write workspaces', 'enable_ha');
    assertQuota(ctx, { isRw, size, ha: body.enable_ha ?? false });
    let db: DatabaseRecord;
    if (body.tg_database_id) {
      const existing = ctx.store.get('databases', body.tg_database_id);
      if (!existing || existing.workgroup_id !== wg.workgroup_id)
        throw new Fail('Bad-Request', `Database ${body.tg_database_id} is not in this workgroup`, 'tg_database_id');
      if (isRw && siblings.some((w) => w.database_id === existing.database_id && w.is_rw)) {
        throw new Fail('Bad-Request', `Database "${existing.name}" already has a read-write workspace; another workspace on it must be read-only`, 'is_rw');
      }
      db = existing;
    } else {
      db = {
        database_id: newId('db'),
        name: `${name}_db`.slice(0, 64),
        create_time: isoNow(ctx.now),
        org_id: ctx.org.id,
        org_name: ctx.org.name,
        region: wg.region,
        tg_version: version,
        workgroup_id: wg.workgroup_id,
        stats: { total_size: 0, billed_size: 0, backup_size: 0, log_size: 0, vector_size: 0, workspaces: [{ workspace_id: id, size: 0 }] },
      };
      ctx.store.put('databases', db.database_id, db);
    }
    const ws: WorkspaceRecord = {
      workspace_id: id,
      name,
      workgroup_id: wg.workgroup_id,
      database_id: db.database_id,
      addons: checkAddons(body.addons, id),
      agent_config: { ...defaultAgentConfig },
      auto_stop_minutes: body.auto_stop_minutes ?? 0,
      auto_upgrade_state: 'Disabled',
      cloud_provider_id: wg.cloud_provider_id,
      cloud_provider_name: wg.cloud_provider_name,
      cloud_provider_short_id: wg.cloud_provider_id.slice(3, 11),
      condition_type: 'Creating',
      created_at: isoNow(ctx.now),
      deleted_at: '',
      last_modified_time: isoNow(ctx.now),
      last_maintenance: '',
      snapshot_time: '',
      creator: ctx.caller?.email || 'api-key',
      desired_tg_version: version,
      tg_version: version,
      display_status: 'Creating',
      status: 'Creating',
      transition: { status: 'Active', at: ctx.now + ctx.config.transitionMs },
      edge_count: 0,
      vertex_count: 0,
      enable_auto_start: body.enable_auto_start ?? false,
      deletion_protection: false,
      enable_assistant: false,
      enable_ha: body.enable_ha ?? false,
      err_message: '',
      graph_topology_size_bytes: 0,
      is_rw: isRw,
      maintenance_window_day_of_week: body.maintenance_window_day_of_week ?? 0,
      maintenance_window_hour_of_day: body.maintenance_window_hour_of_day ?? 2,
      maintenance_window_interval_weeks: body.maintenance_window_interval_weeks ?? 1,
      maintenance_window_time_zone: body.maintenance_window_time_zone ?? 'UTC',
      proxy_host: `${id}.${wg.region}.graph.acme.example`,
      org_id: ctx.org.id,
      org_name: ctx.org.name,
      refresh_message: '',
      refresh_status: '',
      region: wg.region,
      replicas: body.enable_ha ? 2 : 1,
      solution_catalog_id: body.solution_install_request?.solution_catalog_id ?? '',
      update_strategy: body.update_strategy ?? 'rolling',
      version_number: 1,
      workspace_type: { ...size, ha: body.enable_ha ? 2 : 1 },
    };
    ctx.store.put('workspaces', id, ws);
    countCreate(ctx, 'workspace');
    return new Views(ctx.store, ctx.now).workspace(ws, wg);
  },

  updateWorkspace: (ctx) => {
    let ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    const body = ctx.body;
    // Its name, maintenance window and auto-stop settings may change during a restore; what runs may not.
    const lifecycle = ['workspace_type_name', 'enable_ha', 'pause', 'addons', 'agent_config'] as const;
    if (lifecycle.some((f) => body[f] !== undefined)) assertNoRestore(ctx, ws, 'change');
    if (body.workspace_name !== undefined && body.workspace_name !== ws.name) {
      const clash = ctx.store
        .list('workspaces')
        .some((w) => w.workgroup_id === ws.workgroup_id && w.workspace_id !== ws.workspace_id && w.name.toLowerCase() === body.workspace_name!.toLowerCase());
      if (clash) throw new Fail('Bad-Request', `This workgroup already has a workspace named "${body.workspace_name}"`, 'workspace_name');
      ws = { ...ws, name: body.workspace_name };
    }
    if (body.workspace_type_name !== undefined && body.workspace_type_name !== ws.workspace_type?.typeName) {
      const refusal = resizeRefusal(ws);
      if (refusal) throw new Fail('Bad-Request', refusal, 'workspace_type_name');
      assertSettled(ws, 'resize it');
      const size = sizeOf(body.workspace_type_name);
      assertQuota(ctx, { isRw: true, size, ha: ws.enable_ha, replacing: ws });
      const back = ws.status;
      ws = { ...transition(ctx, ws, 'Updating', back), workspace_type: { ...size, ha: ws.enable_ha ? 2 : 1 } };
    }
    const windowFields = [
      'maintenance_window_day_of_week',
      'maintenance_window_hour_of_day',
      'maintenance_window_interval_weeks',
      'maintenance_window_time_zone',
    ] as const;
    for (const f of windowFields) if (body[f] !== undefined) ws = { ...ws, [f]: body[f] };
    if (body.enable_ha === true && !ws.is_rw)
      throw new Fail('Bad-Request', 'A read-only workspace runs a single replica; high availability is for read-write workspaces', 'enable_ha');
    if (body.enable_ha !== undefined) {
      ws = {
        ...ws,
        enable_ha: body.enable_ha,
        replicas: body.enable_ha ? 2 : 1,
        workspace_type: ws.workspace_type ? { ...ws.workspace_type, ha: body.enable_ha ? 2 : 1 } : ws.workspace_type,
      };
    }
    if (body.auto_stop_minutes !== undefined) ws = { ...ws, auto_stop_minutes: body.auto_stop_minutes };
    if (body.enable_auto_start !== undefined) ws = { ...ws, enable_auto_start: body.enable_auto_start };
    if (body.deletion_protection !== undefined) ws = { ...ws, deletion_protection: body.deletion_protection };
    if (body.addons !== undefined) ws = { ...ws, addons: checkAddons(body.addons, ws.workspace_id) };
    if (body.agent_config !== undefined) ws = { ...ws, agent_config: { ...ws.agent_config, ...body.agent_config } as AgentConfig };
    if (body.cancel_scheduled_upgrade) ws = cancelUpgrade(ws);
    if (body.update_strategy !== undefined) ws = { ...ws, update_strategy: body.update_strategy };
    if (body.auto_upgrade_state !== undefined) ws = setAutoUpgradeState(ws, body.auto_upgrade_state);
    // Revision C's way to ask for a version: waits for the maintenance window, as an upgrade scheduled through POST …/upgrade.
    if (body.desired_tg_version !== undefined && body.desired_tg_version !== ws.tg_version) ws = upgradeAsField(ctx, ws, body.desired_tg_version);
    if (body.pause === true) ws = pause(ctx, ws);
    if (body.pause === false && ws.status === 'Stopped') {
      assertMayRun(ctx, `resume ${ws.name}`);
      ws = transition(ctx, clearPaymentStop(ws), 'Resuming', 'Active');
    }
    return save(ctx, ws);
  },

  upgradeWorkspace: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    assertNoRestore(ctx, ws, 'upgrade');
    const next = save(ctx, upgrade(ctx, ws, ctx.body.desired_version, ctx.body.scheduled));
    return { workspace_id: next.workspace_id, desired_tg_version: next.desired_tg_version, auto_upgrade_state: next.auto_upgrade_state };
  },

  deleteWorkspace: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    assertNotProtected(ctx.store, 'workspace', ws);
    assertNoRestore(ctx, ws, 'delete');
    purgeWorkspace(ctx.store, ws);
    return `Workspace ${ws.workspace_id} deleted; database ${ws.database_id} is kept`;
  },

  pauseWorkspace: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    assertNoRestore(ctx, ws, 'pause');
    save(ctx, pause(ctx, ws));
    return `Workspace ${ws.workspace_id} is pausing`;
  },

  resumeWorkspace: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    assertNoRestore(ctx, ws, 'resume');
    if (ws.status === 'Active') throw new Fail('Bad-Request', 'Workspace is already active', 'status');
    assertSettled(ws, 'resume it');
    assertMayRun(ctx, `resume ${ws.name}`);
    save(ctx, transition(ctx, clearPaymentStop(ws), 'Resuming', 'Active'));
    return `Workspace ${ws.workspace_id} is resuming`;
  },

  getDatabase: (ctx) => {
    const wg = findWorkgroup(ctx, ctx.params.workgroupID);
    const db = ctx.store.get('databases', ctx.params.databaseID);
    if (!db || db.workgroup_id !== wg.workgroup_id) throw new Fail('Not-Found', `Database ${ctx.params.databaseID} was not found`, 'databaseID');
    return new Views(ctx.store, ctx.now).database(db, wg);
  },

  updateDatabase: (ctx) => {
    const wg = findWorkgroup(ctx, ctx.params.workgroupID);
    const db = ctx.store.get('databases', ctx.params.databaseID);
    if (!db || db.workgroup_id !== wg.workgroup_id) throw new Fail('Not-Found', `Database ${ctx.params.databaseID} was not found`, 'databaseID');
    const name = ctx.body.tg_database_name;
    const clash = ctx.store
      .list('databases')
      .some((d) => d.workgroup_id === wg.workgroup_id && d.database_id !== db.database_id && d.name.toLowerCase() === name.toLowerCase());
    if (clash) throw new Fail('Bad-Request', `This workgroup already has a database named "${name}"`, 'tg_database_name');
    const next = { ...db, name };
    ctx.store.put('databases', db.database_id, next);
    return new Views(ctx.store, ctx.now).database(next, wg);
  },
};
