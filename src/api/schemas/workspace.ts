import { z } from 'zod';
import { freeText, ianaTimeZone, resourceId, resourceName, wholeNumber } from './text';

const count = z.number().nullish().transform((v) => v ?? 0);
const text = z.string().nullish().transform((v) => v ?? '');
const flag = z.boolean().nullish().transform((v) => v ?? false);

export const WorkspaceType = z.object({
  typeName: z.string(),
  cpu: z.union([z.string(), z.number()]).transform(String).optional().default(''),
  memory: z.union([z.string(), z.number()]).transform(String).optional().default(''),
  ha: count,
  partition: count,
});
export type WorkspaceType = z.infer<typeof WorkspaceType>;

export const AgentConfig = z.object({
  catalog_activity_update_interval_seconds: z.number().int().nonnegative().optional(),
  enable_topology_force_update: z.boolean().optional(),
  heartbeat_interval_seconds: z.number().int().nonnegative().optional(),
  query_activity_update_interval_seconds: z.number().int().nonnegative().optional(),
  topology_update_interval_seconds: z.number().int().nonnegative().optional(),
});
export type AgentConfig = z.infer<typeof AgentConfig>;

export const Addon = z.object({
  addons_id: z.string(),
  enable: z.boolean(),
  enable_configuration: z.record(z.string(), z.unknown()).optional(),
  is_free: z.boolean().optional(),
  unique_name: z.string().optional(),
  workspace_id: z.string().optional(),
});
export type Addon = z.infer<typeof Addon>;

/** An add-on as the console writes it in a request. */
export const AddonRequest = Addon.extend({ addons_id: resourceId });

export const FolderStatistics = z.object({
  backup_size: count,
  billed_size: count,
  log_size: count,
  vector_size: count,
  total_size: count,
  workspaces: z
    .array(z.object({ size: count, workspace_id: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
});
export type FolderStatistics = z.infer<typeof FolderStatistics>;

export const Workspace = z.object({
  workspace_id: z.string(),
  name: text,
  workgroup_id: text,
  workgroup_name: text,
  database_id: text,
  database_name: text,
  addons: z.array(Addon).nullish().transform((v) => v ?? []),
  agent_config: AgentConfig.nullish(),
  auto_stop_minutes: count,
  auto_upgrade_state: text,
  cloud_provider_id: text,
  cloud_provider_name: text,
  cloud_provider_short_id: text,
  condition_type: text,
  created_at: text,
  deleted_at: text,
  last_modified_time: text,
  last_maintenance: text,
  snapshot_time: text,
  creator: text,
  desired_tg_version: text,
  tg_version: text,
  display_status: text,
  // Any status string is kept as-is: unknown values are shown, never rejected.
  status: text,
  edge_count: count,
  vertex_count: count,
  enable_auto_start: flag,
  enable_assistant: flag,
  enable_ha: flag,
  err_message: text,
  folder_statistics: FolderStatistics.nullish(),
  graph_topology_size_bytes: count,
  is_rw: flag,
  maintenance_window_day_of_week: z.number().nullish(),
  maintenance_window_hour_of_day: z.number().nullish(),
  maintenance_window_interval_weeks: z.number().nullish(),
  maintenance_window_time_zone: text,
  proxy_host: text,
  org_id: text,
  org_name: text,
  refresh_message: text,
  refresh_status: text,
  region: text,
  replicas: count,
  solution_catalog_id: text,
  update_strategy: text,
  version_number: count,
  workspace_type: WorkspaceType.nullish(),
});
export type Workspace = z.infer<typeof Workspace>;

export const Database = z.object({
  database_id: z.string(),
  name: text,
  create_time: text,
  folder_statistics: FolderStatistics.nullish(),
  org_id: text,
  org_name: text,
  region: text,
  tg_version: text,
  workgroup_id: text,
  workspaces: z.array(Workspace).nullish().transform((v) => v ?? []),
});
export type Database = z.infer<typeof Database>;

export const SolutionInstallRequest = z.object({
  addons: z.array(AddonRequest).optional(),
  data_source_origin: freeText('Data source', 256).optional(),
  name: resourceName('Solution name').optional(),
  solution_catalog_id: resourceId.optional(),
});

export const updateStrategies = ['rolling', 'recreate'] as const;

const maintenanceWindow = {
  maintenance_window_day_of_week: wholeNumber('Day of week', 0, 6).optional(),
  maintenance_window_hour_of_day: wholeNumber('Hour of day', 0, 23).optional(),
  maintenance_window_interval_weeks: wholeNumber('Interval in weeks', 1, 52).optional(),
  maintenance_window_time_zone: ianaTimeZone.optional(),
};

/** Operation 4: create a workspace. */
export const CreateWorkspaceBody = z.object({
  addons: z.array(AddonRequest).optional(),
  auto_stop_minutes: wholeNumber('Auto-stop minutes', 0, 10080).optional(),
  enable_auto_start: z.boolean().optional(),
  enable_ha: z.boolean().optional(),
  is_rw: z.boolean().optional(),
  ...maintenanceWindow,
  name: resourceName('Workspace name').optional(),
  solution_install_request: SolutionInstallRequest.optional(),
  tg_database_id: resourceId.optional(),
  tg_version: z.string().min(1).max(32).regex(/^[0-9A-Za-z.+-]+$/, 'Version is not a version number').optional(),
  update_strategy: z.string().min(1).max(32).regex(/^[a-z_-]+$/, 'Unknown update strategy').optional(),
  workspace_type_name: z.string().min(1).max(32).regex(/^[A-Za-z0-9-]+$/, 'Size is not a workspace type name').optional(),
  x_test_env: z.string().max(64).optional(),
});
export type CreateWorkspaceBody = z.infer<typeof CreateWorkspaceBody>;

/** Companion operation: update a workspace (rename, resize, pause, auto-stop...). */
export const UpdateWorkspaceBody = z.object({
  workspace_name: resourceName('Workspace name').optional(),
  workspace_type_name: CreateWorkspaceBody.shape.workspace_type_name,
  pause: z.boolean().optional(),
  auto_stop_minutes: CreateWorkspaceBody.shape.auto_stop_minutes,
  enable_auto_start: z.boolean().optional(),
  enable_ha: z.boolean().optional(),
  addons: z.array(AddonRequest).optional(),
  agent_config: AgentConfig.optional(),
});
export type UpdateWorkspaceBody = z.infer<typeof UpdateWorkspaceBody>;

/** Operation 5: rename a database. */
export const UpdateDatabaseBody = z.object({
  tg_database_name: resourceName('Database name'),
});
export type UpdateDatabaseBody = z.infer<typeof UpdateDatabaseBody>;
