import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError, type ApiError } from './api-error';
import { readsOf, type ParamsOf, type RouteFacts, type ScreenRead } from './route-facts';

/** The reads a route's facts declare (api/route-facts.ts): `wait`, `alongside` or `screen`, each a query. */
type Query<TData, TKey extends QueryKey> = EnsureQueryDataOptions<TData, ApiError, TData, TKey>;

function read<TData, TKey extends QueryKey>(query: Query<TData, TKey>, when: ScreenRead['when'], quiet = false): ScreenRead {
  return { queryKey: query.queryKey, when, quiet, ensure: (qc) => qc.ensureQueryData(query), prefetch: (qc) => qc.prefetchQuery(query) };
}
/** A read the route's loader waits for. */
export const wait = <TData, TKey extends QueryKey>(query: Query<TData, TKey>, quiet?: 'quiet') => read(query, 'wait', quiet === 'quiet');
/** A read the route's loader starts and does not wait for. */
export const alongside = <TData, TKey extends QueryKey>(query: Query<TData, TKey>, quiet?: 'quiet') => read(query, 'alongside', quiet === 'quiet');
/** A read the screen asks for itself. */
export const screen = <TData, TKey extends QueryKey>(query: Query<TData, TKey>) => read(query, 'screen');

/** Route loaders: a deployment that does not offer the read leaves the screen to say so. */
function unlessNotOffered(promise: Promise<unknown>): Promise<unknown> {
  return promise.catch((e: unknown) => {
    if (isApiError(e) && e.notOffered) return undefined;
    throw e;
  });
}

/**
 * The route loader of a screen, from its facts: starts what it reads alongside and waits for the
 * rest. A deployment that does not offer a read it waits for leaves the screen to say so.
 */
export function screenLoader<F extends RouteFacts>(facts: F) {
  return ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: ParamsOf<F> }): Promise<unknown> => {
    const reads = readsOf(facts, params);
    for (const r of reads) if (r.when === 'alongside') void r.prefetch(queryClient);
    return Promise.all(reads.filter((r) => r.when === 'wait').map((r) => unlessNotOffered(r.ensure(queryClient))));
  };
}

/** The queries whose notices a screen shows (ui/read-notices.tsx): its reads but the quiet ones. */
export function noticeQueries<F extends RouteFacts>(facts: F, params: ParamsOf<F>): { queryKey: QueryKey }[] {
  return readsOf(facts, params).filter((r) => !r.quiet);
}
