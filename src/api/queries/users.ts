import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import { rootKeys } from './keys';
import { requestKey } from '@/api/notices';

export const userQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKeys.users, 'list'] as const,
      queryFn: ({ signal }) => api.listUsers({ signal }),
      meta: { request: requestKey('listUsers', {}) },
    }),
};

export function useReplaceUserRoles() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ userId, roles }: { userId: string; roles: string[] }) => api.updateUserRoles({ params: { userId }, body: { roles } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.users }),
  });
}
