import type * as z from 'zod/mini';
import { AllowedIpBody } from '@/features/allow-list/allow-list-body';
import { BackupIdBody, BackupScheduleBody, TakeBackupBody } from '@/features/backups/backup-body';
import { CreateCloudProviderBody, UpdateCloudProviderBody } from '@/features/cloud-providers/cloud-provider-body';
import { DbUserBody, DeleteDbUserBody } from '@/features/db-users/db-user-body';
import { ScheduleBody } from '@/features/schedules/schedule-body';
import { InviteBody, UpdateUserRolesBody } from '@/features/users/user-body';
import { CreateWorkgroupBody, UpdateWorkgroupBody } from '@/features/workgroups/workgroup-body';
import { CreateWorkspaceBody, UpdateDatabaseBody, UpdateWorkspaceBody, UpgradeWorkspaceBody } from '@/features/workspaces/workspace-body';
import * as access from '@/features/organization/org-body';
import * as orgAdmin from '@/features/organization/org-admin-body';
import * as providerExtras from '@/features/cloud-providers/provider-extras-body';
import * as addon from '@/features/addons/addon-body';
import { AlertThresholdsBody } from '@/features/monitoring/monitoring-body';
import { AddAlertChannelBody } from '@/features/alerts/alerts-body';
import type { BodySchemaOf, OperationName, Operations } from './operations';

type WithBody = { [N in OperationName]: Operations[N]['body'] extends undefined ? never : N }[OperationName];

/** The schema of every request body, by operation: what the server validates with. */
const requestBodies: { [N in WithBody]: BodySchemaOf<N> } = {
  createWorkgroup: CreateWorkgroupBody,
  updateWorkgroup: UpdateWorkgroupBody,
  createWorkspace: CreateWorkspaceBody,
  updateDatabase: UpdateDatabaseBody,
  createWorkspaceSchedule: ScheduleBody,
  updateWorkspaceSchedule: ScheduleBody,
  createCloudProvider: CreateCloudProviderBody,
  updateUserRoles: UpdateUserRolesBody,
  createInvitation: InviteBody,
  updateWorkspace: UpdateWorkspaceBody,
  upgradeWorkspace: UpgradeWorkspaceBody,
  addAllowedIp: AllowedIpBody,
  updateAllowedIp: AllowedIpBody,
  createDbUser: DbUserBody,
  updateDbUserPassword: DbUserBody,
  deleteDbUser: DeleteDbUserBody,
  createApiKey: access.CreateApiKeyBody,
  deleteApiKey: access.DeleteApiKeyBody,
  updateCloudProvider: UpdateCloudProviderBody,
  deleteBackup: BackupIdBody,
  restoreBackup: BackupIdBody,
  setBackupSchedule: BackupScheduleBody,
  takeBackup: TakeBackupBody,
  updateOrg: orgAdmin.UpdateOrgBody,
  validateCloudProvider: providerExtras.ValidateCloudProviderBody,
  upgradeCloudProvider: providerExtras.UpgradeCloudProviderBody,
  addAddonConfig: addon.AddonConfigBody,
  updateAddonConfig: addon.AddonConfigValueBody,
  requestAddon: addon.AddonRequestBody,
  setAlertThresholds: AlertThresholdsBody,
  addAlertChannel: AddAlertChannelBody,
};

export function bodySchema(name: OperationName): z.ZodMiniType | undefined {
  return (requestBodies as Partial<Record<OperationName, z.ZodMiniType>>)[name];
}
