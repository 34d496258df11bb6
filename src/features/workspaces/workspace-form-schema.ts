import * as z from 'zod/mini';
import { CreateWorkspaceBody, freeText, resourceName, solutionCatalogId, type CreateWorkspaceBody as Body } from '@/api/schemas';

/**
 * The create-workspace form: the fields it sends as they are take operation 4's
 * own validators (picked from its body, made required); the rest are the choices
 * a person makes, turned into the body by toCreateBody.
 */
const sentAsIs = z.required(
  z.pick(CreateWorkspaceBody, {
    name: true,
    enable_ha: true,
    auto_stop_minutes: true,
    enable_auto_start: true,
    maintenance_window_day_of_week: true,
    maintenance_window_hour_of_day: true,
    maintenance_window_interval_weeks: true,
    maintenance_window_time_zone: true,
  }),
);
export const WorkspaceForm = z
  .extend(sentAsIs, {
    // Chosen from the service's lists (GET /workspaces/meta).
    workspace_type_name: z.string().check(z.minLength(1, 'Choose a size')),
    tg_version: z.string().check(z.minLength(1, 'Choose a version')),
    database: z.enum(['new', 'existing']),
    tg_database_id: z.string(),
    access: z.enum(['rw', 'ro']),
    addons: z.array(z.string()),
    install_solution: z.boolean(),
    solution_catalog_id: z.string(),
    solution_name: z.string(),
    data_source_origin: freeText('Data source', 256),
    // Optional in the form (the body's validator refuses an empty one).
    update_strategy: z.string().check(z.maxLength(32), z.regex(/^[a-z_-]*$/, 'Use lowercase letters, "-" and "_" (for example rolling)')),
  })
  .check(z.superRefine((v, ctx) => {
    if (v.database === 'existing' && !v.tg_database_id) ctx.addIssue({ code: 'custom', path: ['tg_database_id'], message: 'Choose the database to attach' });
    if (v.install_solution) {
      if (!v.solution_catalog_id.trim()) ctx.addIssue({ code: 'custom', path: ['solution_catalog_id'], message: 'Enter the solution catalog id' });
      else {
        const check = solutionCatalogId.safeParse(v.solution_catalog_id.trim());
        if (!check.success) ctx.addIssue({ code: 'custom', path: ['solution_catalog_id'], message: check.error.issues[0]!.message });
      }
      if (v.solution_name.trim()) {
        const check = resourceName('Solution name').safeParse(v.solution_name);
        if (!check.success) ctx.addIssue({ code: 'custom', path: ['solution_name'], message: check.error.issues[0]!.message });
      }
    }
  }));
export type WorkspaceFormValues = z.infer<typeof WorkspaceForm>;

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
