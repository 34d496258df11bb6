import type * as z from 'zod/mini';
import type { ErrorType } from '@/api/schemas/envelope';
import type { BodySchemaOf, OperationName, ParamsOf } from '@/api/operations';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import type { ApiKeyRecord, Org, UserRecord, WorkgroupRecord, WorkspaceRecord } from '@/server/model';
import { settle } from '@/server/model';
import type { Caller } from '@/server/access/caller';
import { capRefusal, type CAPS } from '@/features/allow-list/guard-rules';

type BodyOut<N extends OperationName> = [BodySchemaOf<N>] extends [never] ? undefined : z.output<BodySchemaOf<N>>;

export interface HandlerContext<N extends OperationName> {
  params: ParamsOf<N>;
  body: BodyOut<N>;
  query: URLSearchParams;
  org: Org;
  /** The session user, for `/users` operations. */
  user: UserRecord | undefined;
  /** Whose credentials these are (server/access/identity.ts). */
  caller?: Caller;
  /** The same, as the audit names it (the person and the credential). */
  who?: string;
  clientIp: string;
  now: number;
  store: Store;
  config: ServerConfig;
  /** What the operation's preparer worked out before the transaction (a password's hash). */
  prepared?: unknown;
  /** The API key the request came with, when it is one created through the API (not a configured key). */
  callerKey?: ApiKeyRecord;
}

/**
 * Slow work an operation needs before its transaction, done off the event loop
 * (hashing a password): it may throw Fail, and its result is the handler's `ctx.prepared`.
 */
export type Preparers = { [N in OperationName]?: (ctx: HandlerContext<N>) => Promise<unknown> };

/** The answer of a handler: the envelope's Result (JSON-serializable), or nothing for 204. */
/** What helpers need from any handler's context. */
export type BaseContext = Pick<HandlerContext<OperationName>, 'store' | 'org' | 'now' | 'config' | 'clientIp' | 'user'>;

type Handler<N extends OperationName> = (ctx: HandlerContext<N>) => unknown;
export type Handlers = { [N in OperationName]: Handler<N> };

/** A handler's answer that is text, not an envelope (a scrape, an alert rules file): api.ts sends it as it is. */
export class TextAnswer {
  constructor(
    readonly text: Promise<string>,
    readonly contentType: string,
  ) {}
}

/** Thrown by a handler: becomes an error envelope with the Type's status. */
export class Fail extends Error {
  constructor(
    readonly type: ErrorType,
    readonly reason: string,
    readonly field = '',
    /** A status other than the Type's (409 for a conflict with work under way). */
    readonly status?: number,
    readonly headers?: Record<string, string>,
  ) {
    super(reason);
  }
}

export function findWorkgroup(ctx: BaseContext, workgroupID: string): WorkgroupRecord {
  const wg = ctx.store.get('workgroups', workgroupID);
  if (!wg || wg.org_id !== ctx.org.id) throw new Fail('Not-Found', `Workgroup ${workgroupID} was not found`, 'workgroupID');
  return wg;
}

export function findWorkspace(ctx: BaseContext, workgroupID: string, workspaceID: string): WorkspaceRecord {
  findWorkgroup(ctx, workgroupID);
  const ws = ctx.store.get('workspaces', workspaceID);
  if (!ws || ws.workgroup_id !== workgroupID) throw new Fail('Not-Found', `Workspace ${workspaceID} was not found in workgroup ${workgroupID}`, 'workspaceID');
  return settle(ws, ctx.now);
}

/** Refuses (409, naming `field`) a create past one of the caps (features/allow-list/guard-rules.ts CAPS). */
export function assertRoom(cap: keyof typeof CAPS, count: number, field = ''): void {
  const refusal = capRefusal(cap, count);
  if (refusal) throw new Fail('Bad-Request', refusal, field, 409);
}

export function countCreate(ctx: BaseContext, kind: string): void {
  ctx.store.countCreate(kind);
}
