import { RawStringResult } from '@/api/schemas/envelope';
import * as who from './org-admin-schema';
import type * as bodies from './org-admin-body';
import { bodyOf, op, V } from '@/api/define';

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
    result: RawStringResult,
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
};
