import type { Handlers, Preparers } from '@/server/kernel/context';
import { workgroupHandlers } from '@/server/areas/workgroups/workgroups';
import { workspaceHandlers } from '@/server/areas/workspaces/workspaces';
import { scheduleHandlers } from '@/server/areas/schedules/schedules';
import { allowListHandlers } from '@/server/areas/allow-list/allow-list';
import { cloudProviderHandlers } from '@/server/areas/cloud-providers/cloud-providers';
import { metaUserHandlers } from '@/server/areas/users/meta-users';
import { invitationHandlers } from '@/server/areas/users/invitations';
import { dbUserHandlers, dbUserPreparers } from '@/server/areas/db-users/db-users';
import { orgHandlers } from '@/server/areas/organization/org';
import { apiKeyHandlers } from '@/server/areas/organization/api-keys';
import { cloudProviderChangeHandlers } from '@/server/areas/cloud-providers/cloud-provider-changes';
import { backupHandlers } from '@/server/areas/backups/backups';
import { lifecycleHandlers } from '@/server/areas/workspaces/lifecycle';
import { orgAdminHandlers } from '@/server/areas/organization/org-admin';
import { auditHandlers } from '@/server/areas/activity/audit';
import { cloudProviderExtraHandlers } from '@/server/areas/cloud-providers/cloud-provider-extras';
import { addonHandlers } from '@/server/areas/addons/addons';
import { billingHandlers } from '@/server/areas/billing/billing';
import { budgetHandlers } from '@/server/areas/billing/budget';
import { paymentHandlers } from '@/server/areas/billing/billing-payments';
import { monitoringHandlers } from '@/server/areas/monitoring/monitoring';
import { alertHandlers, alertPreparers } from '@/server/areas/alerts/alerts';

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
  ...budgetHandlers,
  ...paymentHandlers,
  ...monitoringHandlers,
  ...alertHandlers,
};
export { Fail } from '@/server/kernel/context';

/** Operations with slow work done before their transaction (context.ts, Preparers). */
export const preparers: Preparers = { ...dbUserPreparers, ...alertPreparers };
