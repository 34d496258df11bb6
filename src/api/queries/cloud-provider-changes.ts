import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { UpdateCloudProviderBody } from '@/api/schemas/org-body';
import { rootKeys } from './keys';

export function useUpdateCloudProvider(id: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: UpdateCloudProviderBody) => api.updateCloudProvider({ params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.cloudProviders }),
  });
}

export function useDeleteCloudProvider(id: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.deleteCloudProvider({ params: { id } }),
    onSuccess: async () => {
      qc.removeQueries({ queryKey: [...rootKeys.cloudProviders, 'detail', id] });
      await qc.invalidateQueries({ queryKey: rootKeys.cloudProviders });
    },
  });
}
