import { queryOptions, useMutation } from '@tanstack/react-query';
import { bindApi } from '@/api/api-ref';
import type { userOperations } from './users-operations';
import { rootKey } from '@/api/define';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof userOperations>(() => import('./users-operations').then((m) => m.userOperations));

/** The organization's people and their roles (an owner's session token). */

export const userQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKey('users'), 'list'] as const,
      queryFn: ({ signal }) => api.listUsers({ signal }),
      // Asked once where it tells who acts (the header, the organization's settings); the Users screen retries it.
      retry: false,
    }),
};

export function useReplaceUserRoles() {
  return useMutation({
    // Refreshed by the query client's mutation cache (app/query-client.ts).
    meta: { handlesErrors: true, invalidates: ['users'] },
    mutationFn: ({ userId, roles }: { userId: string; roles: string[] }) => api.updateUserRoles({ params: { userId }, body: { roles } }),
  });
}
