import { queryOptions } from '@tanstack/react-query';
import { bindApi } from '@/api/api-ref';
import type { auditOperations } from './audit-operations';
import { rootKey } from '@/api/define';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof auditOperations>(() => import('./audit-operations').then((m) => m.auditOperations));

/** The server's audit trail of writes (assumed: companion-operations.md). */

export interface AuditSearch {
  q?: string;
  /** ISO 8601 times. */
  since?: string;
  until?: string;
}

export const auditQueries = {
  search: (search: AuditSearch) =>
    queryOptions({
      queryKey: [...rootKey('auditLog'), 'search', search] as const,
      queryFn: ({ signal }) => {
        const query: Record<string, string> = { limit: '1000' };
        for (const [k, v] of Object.entries(search)) if (v) query[k] = v;
        return api.readAuditLog({ signal, query });
      },
    }),
};
