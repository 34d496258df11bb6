import * as z from 'zod/mini';
import { orEmpty, orFalse, orNone, orZero, stringOrNumber } from './read';

export const WorkspaceType = z.object({
  typeName: z.string(),
  cpu: stringOrNumber(),
  memory: stringOrNumber(),
  ha: orZero(),
  partition: orZero(),
});
export type WorkspaceType = z.infer<typeof WorkspaceType>;

const seconds = () => z.optional(z.number().check(z.refine(Number.isInteger), z.gte(0)));
export const AgentConfig = z.object({
  catalog_activity_update_interval_seconds: seconds(),
  enable_topology_force_update: z.optional(z.boolean()),
  heartbeat_interval_seconds: seconds(),
  query_activity_update_interval_seconds: seconds(),
  topology_update_interval_seconds: seconds(),
});
export type AgentConfig = z.infer<typeof AgentConfig>;

export const addonShape = {
  enable: z.boolean(),
  enable_configuration: z.optional(z.record(z.string(), z.unknown())),
  is_free: z.optional(z.boolean()),
  unique_name: z.optional(z.string()),
  workspace_id: z.optional(z.string()),
};
export const Addon = z.object({ addons_id: z.string(), ...addonShape });
export type Addon = z.infer<typeof Addon>;

export const FolderStatistics = z.object({
  backup_size: orZero(),
  billed_size: orZero(),
  log_size: orZero(),
  vector_size: orZero(),
  total_size: orZero(),
  workspaces: orNone(z.object({ size: orZero(), workspace_id: z.string() })),
});
export type FolderStatistics = z.infer<typeof FolderStatistics>;

export const Workspace = z.object({
  workspace_id: z.string(),
  name: orEmpty(),
  workgroup_id: orEmpty(),
  workgroup_name: orEmpty(),
  database_id: orEmpty(),
  database_name: orEmpty(),
  addons: orNone(Addon),
  agent_config: z.nullish(AgentConfig),
  auto_stop_minutes: orZero(),
  auto_upgrade_state: orEmpty(),
  cloud_provider_id: orEmpty(),
  cloud_provider_name: orEmpty(),
  cloud_provider_short_id: orEmpty(),
  condition_type: orEmpty(),
  created_at: orEmpty(),
  deleted_at: orEmpty(),
  last_modified_time: orEmpty(),
  last_maintenance: orEmpty(),
  snapshot_time: orEmpty(),
  creator: orEmpty(),
  desired_tg_version: orEmpty(),
  tg_version: orEmpty(),
  display_status: orEmpty(),
  // Any status string is kept as-is: unknown values are shown, never rejected.
  status: orEmpty(),
  edge_count: orZero(),
  vertex_count: orZero(),
  enable_auto_start: orFalse(),
  enable_assistant: orFalse(),
  enable_ha: orFalse(),
  err_message: orEmpty(),
  folder_statistics: z.nullish(FolderStatistics),
  graph_topology_size_bytes: orZero(),
  is_rw: orFalse(),
  maintenance_window_day_of_week: z.nullish(z.number()),
  maintenance_window_hour_of_day: z.nullish(z.number()),
  maintenance_window_interval_weeks: z.nullish(z.number()),
  maintenance_window_time_zone: orEmpty(),
  proxy_host: orEmpty(),
  org_id: orEmpty(),
  org_name: orEmpty(),
  refresh_message: orEmpty(),
  refresh_status: orEmpty(),
  region: orEmpty(),
  replicas: orZero(),
  solution_catalog_id: orEmpty(),
  update_strategy: orEmpty(),
  version_number: orZero(),
  workspace_type: z.nullish(WorkspaceType),
});
export type Workspace = z.infer<typeof Workspace>;

export const Database = z.object({
  database_id: z.string(),
  name: orEmpty(),
  create_time: orEmpty(),
  folder_statistics: z.nullish(FolderStatistics),
  org_id: orEmpty(),
  org_name: orEmpty(),
  region: orEmpty(),
  tg_version: orEmpty(),
  workgroup_id: orEmpty(),
  workspaces: orNone(Workspace),
});
export type Database = z.infer<typeof Database>;

