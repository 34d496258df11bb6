import type { Handlers } from './context';
import { workgroupHandlers } from './workgroups';
import { workspaceHandlers } from './workspaces';
import { scheduleHandlers } from './schedules';
import { allowListHandlers } from './allow-list';
import { cloudProviderHandlers } from './cloud-providers';
import { metaUserHandlers } from './meta-users';
import { dbUserHandlers } from './db-users';
import { orgHandlers } from './org';
import { apiKeyHandlers } from './api-keys';
import { cloudProviderChangeHandlers } from './cloud-provider-changes';
import { backupHandlers } from './backups';
import { lifecycleHandlers } from './lifecycle';
import { monitoringHandlers } from './monitoring';

/** Every operation of the contract; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...workgroupHandlers,
  ...workspaceHandlers,
  ...scheduleHandlers,
  ...allowListHandlers,
  ...cloudProviderHandlers,
  ...metaUserHandlers,
  ...dbUserHandlers,
  ...orgHandlers,
  ...apiKeyHandlers,
  ...cloudProviderChangeHandlers,
  ...backupHandlers,
  ...lifecycleHandlers,
  ...monitoringHandlers,
};
export { Fail } from './context';
