import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import { rootKeys } from './keys';
import { requestKey } from '@/api/notices';

/** Organization reads (service C): a deployment on revision A answers them "not offered". */
export const orgQueries = {
  self: () =>
    queryOptions({
      queryKey: [...rootKeys.org, 'self'] as const,
      queryFn: ({ signal }) => api.getOrgSelf({ signal }),
      meta: { request: requestKey('getOrgSelf', {}) },
      staleTime: 5 * 60_000,
    }),
  quota: () =>
    queryOptions({
      // Usage changes with workspaces: they invalidate it too.
      queryKey: [...rootKeys.workspaces, 'quota'] as const,
      queryFn: ({ signal }) => api.getOrgQuota({ signal }),
      meta: { request: requestKey('getOrgQuota', {}) },
    }),
  pricing: () =>
    queryOptions({
      queryKey: [...rootKeys.org, 'pricing'] as const,
      queryFn: ({ signal }) => api.getResourcePricing({ signal }),
      meta: { request: requestKey('getResourcePricing', {}) },
      staleTime: 60 * 60_000,
    }),
};
