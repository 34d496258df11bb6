import { queryOptions } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { api, op, rootKey, V } from './define';

/** Organization reads (service C): a deployment on revision A answers them "not offered". */
export const orgOperations = {
  getOrgQuota: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/org/quota`,
    auth: 'apiKey',
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
    resource: 'org',
    title: 'Get resource prices',
    body: undefined,
    result: s.ResourcePricing,
  }),
};

export const orgQueries = {
  self: () =>
    queryOptions({
      queryKey: [...rootKey('org'), 'self'] as const,
      queryFn: ({ signal }) => api.getOrgSelf({ signal }),
      staleTime: 5 * 60_000,
    }),
  quota: () =>
    queryOptions({
      // Usage changes with workspaces: kept under their key, so that what changes them refreshes it too.
      queryKey: [...rootKey('workspaces'), 'quota'] as const,
      queryFn: ({ signal }) => api.getOrgQuota({ signal }),
    }),
  pricing: () =>
    queryOptions({
      queryKey: [...rootKey('org'), 'pricing'] as const,
      queryFn: ({ signal }) => api.getResourcePricing({ signal }),
      staleTime: 60 * 60_000,
    }),
};
