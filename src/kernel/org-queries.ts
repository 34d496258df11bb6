import { queryOptions } from '@tanstack/react-query';
import { bindApi } from '@/api/api-ref';
import { orgOperations } from './org-operations';
import { rootKey } from '@/api/define';

// The shell reads these on every screen: their rows load with it.
const api = bindApi(orgOperations);

/**
 * Organization reads (service C): a deployment on revision A answers them "not offered". They are read
 * beside most screens' subject (the header, a banner, a limit, a price) and asked once there: a failure
 * is said at once. The Organization screen, whose subject they are, retries them (organization-screen.tsx).
 */

export const orgQueries = {
  self: () =>
    queryOptions({
      queryKey: [...rootKey('org'), 'self'] as const,
      queryFn: ({ signal }) => api.getOrgSelf({ signal }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  quota: () =>
    queryOptions({
      // Usage changes with workspaces: kept under their key, so that what changes them refreshes it too.
      queryKey: [...rootKey('workspaces'), 'quota'] as const,
      queryFn: ({ signal }) => api.getOrgQuota({ signal }),
      retry: false,
    }),
  pricing: () =>
    queryOptions({
      queryKey: [...rootKey('org'), 'pricing'] as const,
      queryFn: ({ signal }) => api.getResourcePricing({ signal }),
      staleTime: 60 * 60_000,
      retry: false,
    }),
};
