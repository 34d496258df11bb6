import type { UpdateWorkspaceBody } from '@/kernel/workspace-body';
import type { Workspace } from '@/kernel/workspace-schema';
import type { EditWorkspaceValues } from './workspace-edit-schema';
import { describeMaintenanceWindow } from './maintenance';

export type { EditWorkspaceValues } from './workspace-edit-schema';

export const agentKeys = [
  'heartbeat_interval_seconds',
  'query_activity_update_interval_seconds',
  'catalog_activity_update_interval_seconds',
  'topology_update_interval_seconds',
] as const;
export const agentLabels: Record<(typeof agentKeys)[number] | 'enable_topology_force_update', string> = {
  heartbeat_interval_seconds: 'Heartbeat (seconds)',
  query_activity_update_interval_seconds: 'Query activity updates (seconds)',
  catalog_activity_update_interval_seconds: 'Catalog activity updates (seconds)',
  topology_update_interval_seconds: 'Topology updates (seconds)',
  enable_topology_force_update: 'Force topology updates',
};

/** The form's starting values: the workspace as it is. An unreadable number starts empty (NaN), so it must be typed. */
export function editValuesOf(ws: Workspace): EditWorkspaceValues {
  const a = ws.agent_config;
  return {
    workspace_name: ws.name,
    enable_ha: ws.enable_ha,
    enable_auto_start: ws.enable_auto_start,
    auto_stop_minutes: ws.auto_stop_minutes ?? Number.NaN,
    // A window the service did not report starts as the service's default (Sunday 02:00 UTC, weekly).
    maintenance_window_day_of_week: ws.maintenance_window_day_of_week ?? 0,
    maintenance_window_hour_of_day: ws.maintenance_window_hour_of_day ?? 2,
    maintenance_window_interval_weeks: ws.maintenance_window_interval_weeks ?? 1,
    maintenance_window_time_zone: ws.maintenance_window_time_zone || 'UTC',
    addons: ws.addons.filter((x) => x.enable).map((x) => x.addons_id),
    agent_config: {
      heartbeat_interval_seconds: a?.heartbeat_interval_seconds ?? Number.NaN,
      query_activity_update_interval_seconds: a?.query_activity_update_interval_seconds ?? Number.NaN,
      catalog_activity_update_interval_seconds: a?.catalog_activity_update_interval_seconds ?? Number.NaN,
      topology_update_interval_seconds: a?.topology_update_interval_seconds ?? Number.NaN,
      enable_topology_force_update: a?.enable_topology_force_update ?? false,
    },
  };
}

export interface Change {
  label: string;
  from: string;
  to: string;
}

const onOff = (b: boolean) => (b ? 'On' : 'Off');
const maintenanceKeys = [
  'maintenance_window_day_of_week',
  'maintenance_window_hour_of_day',
  'maintenance_window_interval_weeks',
  'maintenance_window_time_zone',
] as const;

/**
 * What saving would change, line by line, and the body that changes exactly
 * that (fields that did not change are not sent). Add-ons are sent as the
 * whole list, each with its enable flag, since the list replaces the old one.
 */
export function diffWorkspace(
  ws: Workspace,
  v: EditWorkspaceValues,
  addonName: (id: string) => string,
  knownAddons: readonly string[],
): { body: UpdateWorkspaceBody; changes: Change[] } {
  const body: UpdateWorkspaceBody = {};
  const changes: Change[] = [];
  const before = editValuesOf(ws);
  const name = v.workspace_name.trim();
  if (name !== ws.name) {
    body.workspace_name = name;
    changes.push({ label: 'Name', from: ws.name, to: name });
  }
  if (v.enable_ha !== ws.enable_ha) {
    body.enable_ha = v.enable_ha;
    changes.push({ label: 'High availability', from: onOff(ws.enable_ha), to: onOff(v.enable_ha) });
  }
  if (v.auto_stop_minutes !== ws.auto_stop_minutes) {
    body.auto_stop_minutes = v.auto_stop_minutes;
    const text = (m: number | null) => (m === null || Number.isNaN(m) ? '—' : m === 0 ? 'Never' : `After ${m} idle min`);
    changes.push({ label: 'Auto-stop', from: text(ws.auto_stop_minutes), to: text(v.auto_stop_minutes) });
  }
  if (v.enable_auto_start !== ws.enable_auto_start) {
    body.enable_auto_start = v.enable_auto_start;
    changes.push({ label: 'Auto-start', from: onOff(ws.enable_auto_start), to: onOff(v.enable_auto_start) });
  }
  const windowBefore = describeMaintenanceWindow(before);
  const windowAfter = describeMaintenanceWindow(v);
  if (windowAfter !== windowBefore) {
    for (const k of maintenanceKeys) if (v[k] !== before[k]) Object.assign(body, { [k]: v[k] });
    changes.push({ label: 'Maintenance window', from: windowBefore, to: windowAfter });
  }
  const wasOn = new Set(before.addons);
  const nowOn = new Set(v.addons);
  const addonIds = [...new Set([...knownAddons, ...ws.addons.map((a) => a.addons_id)])];
  const flipped = addonIds.filter((id) => wasOn.has(id) !== nowOn.has(id));
  if (flipped.length) {
    body.addons = addonIds.map((id) => ({ addons_id: id, enable: nowOn.has(id) }));
    for (const id of flipped) changes.push({ label: `Add-on ${addonName(id)}`, from: onOff(wasOn.has(id)), to: onOff(nowOn.has(id)) });
  }
  const agent: NonNullable<UpdateWorkspaceBody['agent_config']> = {};
  for (const key of agentKeys) {
    const was = before.agent_config[key];
    const now = v.agent_config[key];
    if (now !== was && !(Number.isNaN(now) && Number.isNaN(was))) {
      agent[key] = now;
      changes.push({ label: agentLabels[key], from: Number.isNaN(was) ? '—' : String(was), to: String(now) });
    }
  }
  if (v.agent_config.enable_topology_force_update !== before.agent_config.enable_topology_force_update) {
    agent.enable_topology_force_update = v.agent_config.enable_topology_force_update;
    changes.push({
      label: agentLabels.enable_topology_force_update,
      from: onOff(before.agent_config.enable_topology_force_update),
      to: onOff(v.agent_config.enable_topology_force_update),
    });
  }
  if (Object.keys(agent).length) body.agent_config = agent;
  return { body, changes };
}
