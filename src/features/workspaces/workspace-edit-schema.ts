import * as z from 'zod/mini';
import { AgentConfigRequest, UpdateWorkspaceBody } from '@/kernel/workspace-body';

/**
 * The edit form: the fields of *Update a workspace* that describe a workspace's
 * settings (size and pausing have their own dialogs), taken from the body
 * schema and made required. Loaded with the form, not before it (see
 * ui/zod-resolver). Add-ons are chosen as the ids of those enabled.
 */
export const EditWorkspaceForm = z.extend(
  z.required(
    z.pick(UpdateWorkspaceBody, {
      workspace_name: true,
      enable_ha: true,
      enable_auto_start: true,
      auto_stop_minutes: true,
      maintenance_window_day_of_week: true,
      maintenance_window_hour_of_day: true,
      maintenance_window_interval_weeks: true,
      maintenance_window_time_zone: true,
    }),
  ),
  {
    addons: z.array(z.string()),
    agent_config: z.required(AgentConfigRequest),
  },
);
export type EditWorkspaceValues = z.infer<typeof EditWorkspaceForm>;
