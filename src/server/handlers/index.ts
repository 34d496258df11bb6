import type { Handlers, Preparers } from './context';
import { workgroupHandlers } from './workgroups';
import { workspaceHandlers } from './workspaces';
import { scheduleHandlers } from './schedules';
import { allowListHandlers } from './allow-list';
import { cloudProviderHandlers } from './cloud-providers';
import { metaUserHandlers } from './meta-users';
import { invitationHandlers } from './invitations';
import { dbUserHandlers, dbUserPreparers } from './db-users';
import { orgHandlers } from './org';
import { apiKeyHandlers } from './api-keys';
import { cloudProviderChangeHandlers } from './cloud-provider-changes';
import { backupHandlers } from './backups';
import { lifecycleHandlers } from './lifecycle';
import { orgAdminHandlers } from './org-admin';
import { auditHandlers } from './audit';
import { cloudProviderExtraHandlers } from './cloud-provider-extras';
import { addonHandlers } from './addons';
import { billingHandlers } from './billing';
import { paymentHandlers } from './billing-payments';
import { monitoringHandlers } from './monitoring';

/** Every operation of the contract; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...workgroupHandlers,
  ...workspaceHandlers,
  ...scheduleHandlers,
  ...allowListHandlers,
  ...cloudProviderHandlers,
  ...metaUserHandlers,
  ...invitationHandlers,
  ...dbUserHandlers,
  ...orgHandlers,
  ...apiKeyHandlers,
  ...cloudProviderChangeHandlers,
  ...backupHandlers,
  ...lifecycleHandlers,
  ...orgAdminHandlers,
  ...auditHandlers,
  ...cloudProviderExtraHandlers,
  ...addonHandlers,
  ...billingHandlers,
  ...paymentHandlers,
  ...monitoringHandlers,
};
export { Fail } from './context';

/** Operations with slow work done before their transaction (context.ts, Preparers). */
export const preparers: Preparers = { ...dbUserPreparers };
