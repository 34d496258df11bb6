import * as z from 'zod/mini';
import { CreateWorkspaceBody, solutionCatalogId } from '@/kernel/workspace-body';
import { freeText, resourceName } from '@/api/schemas/text';

/**
 * The create-workspace form (loaded with the form, not before it: see ui/zod-resolver): the fields it sends as they are take operation 4's
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
  .check(
    z.superRefine((v, ctx) => {
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
    }),
  );
export type WorkspaceFormValues = z.infer<typeof WorkspaceForm>;
