import type { CallFn } from './client';
import type { OperationDef } from './define';
import type { OperationName } from './operations';
import type { CallArgs, Caller } from './request';
import { knowOperations } from './loaded-operations';

/**
 * The client the areas' queries and mutations call: `call`, filled by api/runtime.ts when the console
 * starts. The operation rows live apart (features/<area>/*-operations.ts), so this module imports none.
 */
export const client = {} as { call: CallFn };

type Rows = Record<string, OperationDef>;
/** One function per operation of an area's rows, typed from them. */
export type BoundApi<T extends Rows> = { [N in keyof T & OperationName]: Caller<N> };

/**
 * An area's client, one function per operation of its rows (`api.getWorkspace({ params })`). Given the
 * rows, they load with the module that binds them; given a loader (`() => import('./x-operations')`),
 * they load on the first call, so a module every screen loads (a route's loader reads) carries no rows
 * and no readers: the screens that use them import them and bring them with their own chunks.
 */
export function bindApi<T extends Rows>(rows: T | (() => Promise<T>)): BoundApi<T> {
  let loaded: Promise<unknown> | undefined;
  if (typeof rows !== 'function') knowOperations(rows);
  const ready = () =>
    typeof rows === 'function' ? (loaded ??= rows().then(knowOperations, (e: unknown) => ((loaded = undefined), Promise.reject(e)))) : undefined;
  return new Proxy({} as BoundApi<T>, {
    get: (_target, name: string) => async (args?: CallArgs<OperationName>) => {
      await ready();
      return client.call(name as OperationName, args);
    },
  });
}
