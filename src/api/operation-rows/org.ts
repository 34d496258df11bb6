import * as s from '@/api/schemas/responses';
import { op, V } from '@/api/resources/define';

export const orgOperations = {
  getOrgQuota: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/org/quota`,
    auth: 'apiKey',
    access: 'org',
    resource: 'org',
    title: 'Get organization quota',
    body: undefined,
    result: s.OrgQuota,
  }),
  getOrgSelf: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/org/self`,
    auth: 'apiKey',
    access: 'org',
    resource: 'org',
    title: 'Get organization',
    body: undefined,
    result: s.Organization,
  }),
  getResourcePricing: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/billing/resource-pricing`,
    auth: 'apiKey',
    access: 'org',
    resource: 'org',
    title: 'Get resource prices',
    body: undefined,
    result: s.ResourcePricing,
  }),
};
