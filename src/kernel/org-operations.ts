import { OrgQuota, Organization, ResourcePricing } from './org-schema';
import { op, V } from '@/api/define';

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
    result: OrgQuota,
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
    result: Organization,
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
    result: ResourcePricing,
  }),
};
