import * as z from 'zod/mini';
import { freeText, ianaTimeZone, resourceId, resourceName, token, wholeNumber } from '@/api/schemas/text';
import { ADDON_CONFIGURATION_MAX_CHARS, CAPS } from '@/api/schemas/caps';

const configurationChars = (v: Record<string, unknown>) => JSON.stringify(v).length <= ADDON_CONFIGURATION_MAX_CHARS;

/** An add-on as the console writes it in a request; its configuration is bounded (0.9 MB ones made GET /workgroups 11 MiB). */
const AddonRequest = z.object({
  addons_id: resourceId,
  enable: z.boolean(),
  enable_configuration: z.optional(
    z
      .record(z.string(), z.unknown())
      .check(z.refine(configurationChars, `An add-on's configuration holds at most ${ADDON_CONFIGURATION_MAX_CHARS} characters (as JSON)`)),
  ),
  is_free: z.optional(z.boolean()),
  unique_name: z.optional(z.string()),
  workspace_id: z.optional(z.string()),
});
const AddonRequests = z.array(AddonRequest).check(z.maxLength(CAPS.addonsPerWorkspace.max, `A workspace holds at most ${CAPS.addonsPerWorkspace.max} add-ons`));

// An interval of the workspace's agent, in whole seconds: 1 at least (every interval is how often the agent
// reports, and 0 would be never or without pause), a day at most (a longer one would leave the console blind).
const seconds = (label: string) => z.optional(wholeNumber(label, 1, 86_400));
export const AgentConfigRequest = z.object({
  catalog_activity_update_interval_seconds: seconds('Catalog activity interval'),
  enable_topology_force_update: z.optional(z.boolean()),
  heartbeat_interval_seconds: seconds('Heartbeat interval'),
  query_activity_update_interval_seconds: seconds('Query activity interval'),
  topology_update_interval_seconds: seconds('Topology interval'),
});

export const solutionCatalogId = resourceId;

const SolutionInstallRequest = z.object({
  addons: z.optional(AddonRequests),
  data_source_origin: z.optional(freeText('Data source', 256)),
  name: z.optional(resourceName('Solution name')),
  solution_catalog_id: z.optional(solutionCatalogId),
});

// The validators of fields that forms also use on their own.
export const autoStopMinutes = wholeNumber('Auto-stop minutes', 0, 10080);

const maintenanceDay = wholeNumber('Day of week', 0, 6);

const maintenanceHour = wholeNumber('Hour of day', 0, 23);

const maintenanceWeeks = wholeNumber('Interval in weeks', 1, 52);

const tgVersionName = token(/^[0-9A-Za-z.+-]+$/, 'Version is not a version number');
export const workspaceTypeName = token(/^[A-Za-z0-9-]+$/, 'Size is not a workspace type name');

/** Operation 4: create a workspace. */
export const CreateWorkspaceBody = z.object({
  addons: z.optional(AddonRequests),
  auto_stop_minutes: z.optional(autoStopMinutes),
  enable_auto_start: z.optional(z.boolean()),
  enable_ha: z.optional(z.boolean()),
  is_rw: z.optional(z.boolean()),
  maintenance_window_day_of_week: z.optional(maintenanceDay),
  maintenance_window_hour_of_day: z.optional(maintenanceHour),
  maintenance_window_interval_weeks: z.optional(maintenanceWeeks),
  maintenance_window_time_zone: z.optional(ianaTimeZone),
  name: z.optional(resourceName('Workspace name')),
  solution_install_request: z.optional(SolutionInstallRequest),
  tg_database_id: z.optional(resourceId),
  tg_version: z.optional(tgVersionName),
  update_strategy: z.optional(token(/^[a-z_-]+$/, 'Unknown update strategy')),
  workspace_type_name: z.optional(workspaceTypeName),
  x_test_env: z.optional(z.string().check(z.maxLength(64))),
});

/** Companion operation: update a workspace (rename, resize, pause, auto-stop...). */
export const UpdateWorkspaceBody = z.object({
  workspace_name: z.optional(resourceName('Workspace name')),
  workspace_type_name: z.optional(workspaceTypeName),
  pause: z.optional(z.boolean()),
  auto_stop_minutes: z.optional(autoStopMinutes),
  enable_auto_start: z.optional(z.boolean()),
  enable_ha: z.optional(z.boolean()),
  addons: z.optional(AddonRequests),
  agent_config: z.optional(AgentConfigRequest),
  // Assumed (companion-operations.md, "Deletion protection"): while on, the workspace is not deleted.
  deletion_protection: z.optional(z.boolean()),
  // Revision C of the vendor's reference (vendor-operations.md): the maintenance window after creation.
  maintenance_window_day_of_week: z.optional(maintenanceDay),
  maintenance_window_hour_of_day: z.optional(maintenanceHour),
  maintenance_window_interval_weeks: z.optional(maintenanceWeeks),
  maintenance_window_time_zone: z.optional(ianaTimeZone),
  // Assumed (companion-operations.md, "Cancel a scheduled upgrade"): the vendor publishes no cancel.
  cancel_scheduled_upgrade: z.optional(z.literal(true)),
  // Also revision C: typed strings, refused (400 naming the field) when sent as anything else.
  update_strategy: z.optional(token(/^[a-z_-]+$/, 'Unknown update strategy')),
  auto_upgrade_state: z.optional(token(/^[A-Za-z_-]+$/, 'Auto-upgrade state is a word such as Enabled or Disabled')),
  desired_tg_version: z.optional(tgVersionName),
});

/** Upgrade a workspace (vendor-operations.md): now, or at its next maintenance window. */
export const UpgradeWorkspaceBody = z.object({
  desired_version: tgVersionName,
  scheduled: z.boolean(),
});

/** Operation 5: rename a database. */
export const UpdateDatabaseBody = z.object({
  tg_database_name: resourceName('Database name'),
});
export type CreateWorkspaceBody = z.infer<typeof CreateWorkspaceBody>;
export type UpdateWorkspaceBody = z.infer<typeof UpdateWorkspaceBody>;
export type UpgradeWorkspaceBody = z.infer<typeof UpgradeWorkspaceBody>;
export type UpdateDatabaseBody = z.infer<typeof UpdateDatabaseBody>;
