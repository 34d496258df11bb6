import type * as z from 'zod/mini';
import * as s from './schemas';
import * as access from './schemas/org-body';
import * as orgAdmin from './schemas/org-admin-body';
import * as providerExtras from './schemas/provider-extras-body';
import * as addon from './schemas/addon-body';
import { AlertThresholdsBody } from './schemas/monitoring-body';
import type { BodySchemaOf, OperationName, Operations } from './operations';

type WithBody = { [N in OperationName]: Operations[N]['body'] extends undefined ? never : N }[OperationName];

/** The schema of every request body, by operation: what the server validates with. */
const requestBodies: { [N in WithBody]: BodySchemaOf<N> } = {
  createWorkgroup: s.CreateWorkgroupBody,
  updateWorkgroup: s.UpdateWorkgroupBody,
  createWorkspace: s.CreateWorkspaceBody,
  updateDatabase: s.UpdateDatabaseBody,
  createWorkspaceSchedule: s.ScheduleBody,
  updateWorkspaceSchedule: s.ScheduleBody,
  createCloudProvider: s.CreateCloudProviderBody,
  updateUserRoles: s.UpdateUserRolesBody,
  createInvitation: s.InviteBody,
  updateWorkspace: s.UpdateWorkspaceBody,
  upgradeWorkspace: s.UpgradeWorkspaceBody,
  addAllowedIp: s.AllowedIpBody,
  updateAllowedIp: s.AllowedIpBody,
  createDbUser: access.DbUserBody,
  updateDbUserPassword: access.DbUserBody,
  deleteDbUser: access.DeleteDbUserBody,
  createApiKey: access.CreateApiKeyBody,
  deleteApiKey: access.DeleteApiKeyBody,
  updateCloudProvider: access.UpdateCloudProviderBody,
  deleteBackup: s.BackupIdBody,
  restoreBackup: s.BackupIdBody,
  setBackupSchedule: s.BackupScheduleBody,
  takeBackup: s.TakeBackupBody,
  updateOrg: orgAdmin.UpdateOrgBody,
  validateCloudProvider: providerExtras.ValidateCloudProviderBody,
  upgradeCloudProvider: providerExtras.UpgradeCloudProviderBody,
  addAddonConfig: addon.AddonConfigBody,
  updateAddonConfig: addon.AddonConfigValueBody,
  requestAddon: addon.AddonRequestBody,
  setAlertThresholds: AlertThresholdsBody,
};

export function bodySchema(name: OperationName): z.ZodMiniType | undefined {
  return (requestBodies as Partial<Record<OperationName, z.ZodMiniType>>)[name];
}
