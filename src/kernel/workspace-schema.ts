import { flag, list, nullable, num, object, optional, record, text, time, type Read } from '@/api/schemas/read';

export const WorkspaceType = object(
  {
    typeName: text(),
    // Documented as strings ("vCPUs allocated"); kept as they arrive, numbers as digits.
    cpu: text(),
    memory: text(),
    ha: num(),
    partition: num(),
  },
  { key: 'typeName' },
);
export type WorkspaceType = Read<typeof WorkspaceType>;

export const AgentConfig = object({
  catalog_activity_update_interval_seconds: num(),
  enable_topology_force_update: flag(),
  heartbeat_interval_seconds: num(),
  query_activity_update_interval_seconds: num(),
  topology_update_interval_seconds: num(),
});
export type AgentConfig = Read<typeof AgentConfig>;

export const Addon = object(
  {
    addons_id: text(),
    enable: flag(),
    enable_configuration: record(),
    // Unknown when absent: an entry without it is neither free nor paid.
    is_free: optional(flag()),
    unique_name: text(),
    workspace_id: text(),
  },
  { key: 'addons_id' },
);
export type Addon = Read<typeof Addon>;

export const FolderStatistics = object(
  {
    backup_size: num(),
    billed_size: num(),
    log_size: num(),
    vector_size: num(),
    total_size: num(),
    workspaces: list(object({ size: num(), workspace_id: text() }, { key: 'workspace_id' })),
  },
  { aliases: { vector_size: 'milvus_size' } },
);
export type FolderStatistics = Read<typeof FolderStatistics>;

export const Workspace = object(
  {
    workspace_id: text(),
    name: text(),
    workgroup_id: text(),
    workgroup_name: text(),
    database_id: text(),
    database_name: text(),
    addons: list(Addon),
    agent_config: nullable(AgentConfig),
    auto_stop_minutes: num(),
    auto_upgrade_state: text(),
    cloud_provider_id: text(),
    cloud_provider_name: text(),
    cloud_provider_short_id: text(),
    condition_type: text(),
    created_at: time(),
    deleted_at: time(),
    last_modified_time: time(),
    last_maintenance: time(),
    snapshot_time: time(),
    creator: text(),
    desired_tg_version: text(),
    tg_version: text(),
    display_status: text(),
    // Any status string is kept as-is: unknown values are shown, never rejected.
    status: text(),
    edge_count: num(),
    vertex_count: num(),
    enable_auto_start: flag(),
    enable_assistant: flag(),
    // Assumed (companion-operations.md, "Deletion protection"): absent where the deployment does not offer it.
    deletion_protection: optional(flag()),
    enable_ha: flag(),
    err_message: text(),
    folder_statistics: nullable(FolderStatistics),
    graph_topology_size_bytes: num(),
    is_rw: flag(),
    maintenance_window_day_of_week: num(),
    maintenance_window_hour_of_day: num(),
    maintenance_window_interval_weeks: num(),
    maintenance_window_time_zone: text(),
    proxy_host: text(),
    org_id: text(),
    org_name: text(),
    refresh_message: text(),
    refresh_status: text(),
    region: text(),
    replicas: num(),
    solution_catalog_id: text(),
    update_strategy: text(),
    version_number: num(),
    workspace_type: nullable(WorkspaceType),
  },
  // The vendor's reference spells two of these its own way (vendor-operations.md, "The vendor's dialect").
  { key: 'workspace_id', keyless: 'keep', aliases: { proxy_host: 'nginx_host', enable_assistant: 'enable_copilot' } },
);
export type Workspace = Read<typeof Workspace>;

export const Database = object(
  {
    database_id: text(),
    name: text(),
    create_time: time(),
    folder_statistics: nullable(FolderStatistics),
    org_id: text(),
    org_name: text(),
    region: text(),
    tg_version: text(),
    workgroup_id: text(),
    workspaces: list(Workspace),
  },
  { key: 'database_id', keyless: 'keep' },
);
export type Database = Read<typeof Database>;
