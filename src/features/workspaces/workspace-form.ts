import type { CreateWorkspaceBody as Body } from '@/kernel/workspace-body';
import type { WorkspaceFormValues } from './workspace-form-schema';

/** Why a read-only workspace has no high availability (the service's rule, said where the choice is). */
export const READ_ONLY_HA = 'A read-only workspace runs a single replica: high availability is for read-write workspaces.';

/** The form's choices as operation 4's body. */
export function toCreateBody(v: WorkspaceFormValues): Body {
  const addons = v.addons.map((id) => ({ addons_id: id, enable: true }));
  return {
    name: v.name,
    workspace_type_name: v.workspace_type_name,
    tg_version: v.tg_version,
    ...(v.database === 'existing' ? { tg_database_id: v.tg_database_id } : {}),
    is_rw: v.access === 'rw',
    enable_ha: v.enable_ha,
    auto_stop_minutes: v.auto_stop_minutes,
    enable_auto_start: v.enable_auto_start,
    maintenance_window_day_of_week: v.maintenance_window_day_of_week,
    maintenance_window_hour_of_day: v.maintenance_window_hour_of_day,
    maintenance_window_interval_weeks: v.maintenance_window_interval_weeks,
    maintenance_window_time_zone: v.maintenance_window_time_zone,
    addons,
    ...(v.update_strategy ? { update_strategy: v.update_strategy } : {}),
    ...(v.install_solution
      ? {
          solution_install_request: {
            solution_catalog_id: v.solution_catalog_id.trim(),
            ...(v.solution_name.trim() ? { name: v.solution_name.trim() } : {}),
            ...(v.data_source_origin.trim() ? { data_source_origin: v.data_source_origin.trim() } : {}),
            addons,
          },
        }
      : {}),
  };
}

/** Server field names that do not match a form control one to one. */
export const serverFieldAlias: Record<string, string> = {
  is_rw: 'access',
  'solution_install_request.solution_catalog_id': 'solution_catalog_id',
  'solution_install_request.name': 'solution_name',
  'solution_install_request.data_source_origin': 'data_source_origin',
};
