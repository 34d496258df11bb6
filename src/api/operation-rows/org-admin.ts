import * as s from '@/api/schemas/responses';
import * as who from '@/api/schemas/org-admin';
import type * as bodies from '@/api/schemas/org-admin-body';
import { bodyOf, op, V } from '@/api/resources/define';

export const orgAdminOperations = {
  updateOrg: op({
    sinceRevisionC: true,
    method: 'PUT',
    path: `${V}/org`,
    auth: 'apiKey',
    access: 'owner',
    resource: 'org',
    title: 'Update organization',
    body: bodyOf<typeof bodies.UpdateOrgBody>(),
    result: s.RawStringResult,
  }),
  getWhoAmI: op({
    assumed: true,
    method: 'GET',
    path: `${V}/whoami`,
    auth: 'apiKey',
    access: 'org',
    resource: 'org',
    title: 'Whose API key',
    body: undefined,
    result: who.WhoAmI,
  }),
  getSessionWhoAmI: op({
    assumed: true,
    method: 'GET',
    path: '/users/me',
    auth: 'session',
    access: 'org',
    resource: 'users',
    title: 'Whose session token',
    body: undefined,
    result: who.WhoAmI,
  }),
  listUpcomingUpgrades: op({
    sinceRevisionC: true,
    list: true,
    method: 'GET',
    path: `${V}/workspaces/upgrade-next-window`,
    auth: 'apiKey',
    access: 'member',
    resource: 'workspaces',
    title: 'List upgrades in the next window',
    body: undefined,
    result: who.UpcomingUpgrades,
  }),
};
