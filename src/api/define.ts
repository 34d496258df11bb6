import type * as z from 'zod/mini';
import type { QueryClient } from '@tanstack/react-query';
import type { Reader } from '@/api/schemas/read';
import type { Access } from './access';

/**
 * What the resources are written with: the row of an operation (`features/<area>/*-operations.ts`),
 * and the resource's query root key (`features/<area>/*-queries.ts`; their client is in `api-ref.ts`).
 */

export const API_PREFIX = '/controller/v4/v2';
export const V = API_PREFIX;
export const WG = `${V}/workgroups/{workgroupID}` as const;
export const WS = `${WG}/workspaces/{workspaceID}` as const;
/** Revision A's workspace paths (vendor-operations.md, "The vendor's dialect"). */
export const WSA = `${V}/workspaces/{workspaceID}` as const;

/** The resources: each names the operations that read or change it, and its query root key. */
export const resources = [
  'workgroups',
  'workspaces',
  'databases',
  'schedules',
  'allowList',
  'cloudProviders',
  'meta',
  'users',
  'invitations',
  'dbUsers',
  'org',
  'apiKeys',
  'backups',
  'auditLog',
  'addons',
  'billing',
  'monitoring',
  'alertChannels',
  'alerts',
  'alertDeliveries',
] as const;
export type Resource = (typeof resources)[number];

/** The root of a resource's query keys: invalidating it refreshes everything about it. */
export const rootKey = <R extends Resource>(resource: R) => [resource] as const;

/** Refreshes every query of these resources, and resolves when the active ones have their new answers. */
export async function invalidateResources(qc: QueryClient, changed: readonly Resource[]): Promise<void> {
  await Promise.all(changed.map((r) => qc.invalidateQueries({ queryKey: rootKey(r) })));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Which credential an operation takes: the API key, or an owner session token. */
type Auth = 'apiKey' | 'session';

declare const bodyBrand: unique symbol;
/**
 * Marks that an operation sends a JSON body, and its type. The schema itself is
 * not referenced here, so reading data never loads the request validators; the
 * server and the forms import them (see request-bodies.ts).
 */
export interface BodyMarker<T extends z.ZodMiniType> {
  readonly [bodyBrand]?: T;
}
export const bodyOf = <T extends z.ZodMiniType>(): BodyMarker<T> => ({});

export interface OperationDef<
  P extends string = string,
  B extends BodyMarker<z.ZodMiniType> | undefined = BodyMarker<z.ZodMiniType> | undefined,
  R extends Reader<unknown> = Reader<unknown>,
> {
  method: Method;
  path: P;
  auth: Auth;
  /** Who may call it (api/access.ts): required, so an operation without it does not compile. */
  access: Access;
  resource: Resource;
  /** What a person would call it, for the activity log and error messages. */
  title: string;
  body: B;
  result: R;
  /** The answer is a list (`result` is `list(…)`): a 404 for it means "not offered", never "this one is gone". */
  list?: boolean;
  /** Number in control-service.md, or undefined for a companion operation. */
  documented?: number;
  /** Companion operations nothing public documents. */
  assumed?: boolean;
  /** Revision A documents the answer bare, without the envelope: read either. */
  bareAnswer?: boolean;
  /** Documented only from revision C of the vendor's reference: a deployment on revision A may not offer it. */
  sinceRevisionC?: boolean;
  /** Takes the API key and requires `Authorization: Bearer` with a session token beside it (revision D's billing reads, as the vendor declares). */
  bearerToo?: boolean;
  /** Success is 204 with no body. */
  noContent?: boolean;
  /** A list answer long enough to be read item by item as it arrives (json-stream.ts); `result` is then `list(items)`. */
  items?: Reader<unknown>;
  /**
   * The same operation at revision A of the vendor's reference (vendor-operations.md:
   * no workgroup segment). A deployment that does not offer `path` is asked here
   * instead; which of the two answers is remembered (api/path-family.ts).
   */
  revisionA?: string;
  /** The answer is text (Prometheus exposition), not a JSON envelope. */
  textAnswer?: boolean;
}

/** A row: the function only types it, so a module of rows nobody reads is left out of the bundle. */
/*#__NO_SIDE_EFFECTS__*/
export function op<const P extends string, B extends BodyMarker<z.ZodMiniType> | undefined, R extends Reader<unknown>>(
  def: OperationDef<P, B, R>,
): OperationDef<P, B, R> {
  return def;
}
