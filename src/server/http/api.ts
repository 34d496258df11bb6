import type { IncomingMessage, ServerResponse } from 'node:http';
import { operations, type OperationName } from '@/api/operations';
import { operationsAt } from '@/api/route-match';
import { bodySchema } from '@/api/request-bodies';
import type { ServerConfig } from '@/server/config';
import { DatabaseUnavailable, StorageFailed, type Store } from '@/server/store/store';
import type { SharedUnits } from '@/server/store/pg-state';
import type { Org } from '@/server/model';
import { identify, type Identity } from '@/server/access/identity';
import { gate } from '@/server/access/gate';
import { handlers, preparers, Fail } from '@/server/areas';
import type { HandlerContext } from '@/server/kernel/context';
import { BodyTooLarge, STREAMED_LIST_ITEMS, clientIpOf, readBody, sendError, sendJson, sendJsonList, sendTooLarge, type Detail } from '@/server/wire/http-util';
import { bodyRefusal, methodsAt } from '@/server/wire/request-hygiene';
import type { AuditChange, AuditLog } from '@/server/audit/audit';
import { describeChange, outcomeOf, targetOf } from '@/server/audit/audit-entry';
import { whoOfApiKey } from '@/server/access/audit-who';
import { TextAnswer } from '@/server/kernel/context';
import { admitKey, type KeyTicket } from './idempotency';

function zodDetails(error: { issues: { path: PropertyKey[]; message: string }[] }): Detail[] {
  return error.issues.map((i) => ({ FieldName: i.path.join('.'), Reason: i.message, Type: 'Bad-Request' as const }));
}

interface ApiDeps {
  config: ServerConfig;
  store: Store;
  audit?: AuditLog;
  /** Several servers, one state (DATABASE_URL): the handler runs as one unit serialised with every server's and committed before it is answered. */
  shared?: SharedUnits;
}

/** What a write leaves in the audit trail, filled in as the request is answered. */
interface AuditDraft {
  orgId: string;
  who: string;
  operation: string;
  title: string;
  target: string;
  reason: string;
  changes: AuditChange[];
}

/** One request being answered: what every step reads, and the audit draft they fill in. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  requestId: string;
  deps: ApiDeps;
  draft: AuditDraft;
}

/** A step returns this when it has already answered the request (with this HTTP status): nothing more is done. */
type Answered = number;
const answered = <T>(step: T | Answered): step is Answered => typeof step === 'number';

type Operation = (typeof operations)[OperationName];
type Params = Record<string, string>;

/** Answers one request to the contract's paths, as the control service would; every write, accepted or refused, is audited. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, deps: ApiDeps): Promise<number> {
  const draft: AuditDraft = { orgId: '', who: '', operation: '', title: '', target: '', reason: '', changes: [] };
  const ex: Exchange = { req, res, url, requestId, deps, draft };
  const status = await answer(ex);
  if (deps.audit && req.method !== 'GET') audit(ex, deps.audit, status);
  return status;
}

function audit({ req, url, requestId, deps, draft }: Exchange, log: AuditLog, status: number): void {
  log.record({
    org_id: draft.orgId,
    who: draft.who || whoOfApiKey(undefined, deps.config, deps.store),
    operation: draft.operation,
    title: draft.title || `${req.method} ${url.pathname}`,
    method: req.method ?? '',
    path: url.pathname,
    target: draft.target,
    request_id: requestId,
    status,
    outcome: outcomeOf(status),
    reason: draft.reason || (status >= 400 ? `HTTP ${status}` : ''),
    changes: draft.changes,
    via: 'embedded',
  });
}

async function answer(ex: Exchange): Promise<number> {
  const route = routeOf(ex);
  if (answered(route)) return route;
  const { name, params } = route;
  const op = operations[name];
  ex.draft.operation = name;
  ex.draft.title = op.title;
  ex.draft.target = targetOf(params, undefined);
  const id = admit(ex, op);
  if (answered(id)) return id;
  const body = await bodyOf(ex, name, params);
  if (answered(body)) return body;
  const found = ownWorkgroup(ex, params, id.org);
  if (answered(found)) return found;
  // A POST with an Idempotency-Key already answered is answered the same again, without acting (idempotency.ts).
  const once = await admitKey(ex, ex.deps.store, id.org.id, body.raw);
  if (answered(once)) return once;
  try {
    return await writeAnswer(ex, op, await dispatch(ex, name, contextOf(ex, params, body.value, id), once));
  } catch (e) {
    return once?.replayed(e) ?? answerFailure(ex, name, e);
  } finally {
    once?.end();
  }
}

/** Refuses the request with these details (and records the reason for the audit). */
function fail({ res, requestId, draft }: Exchange, details: Detail[], status?: number): Answered {
  draft.reason ||= details.map((d) => d.Reason).join('; ');
  return sendError(res, requestId, details, undefined, status);
}

/** The operation at the path and method, with its path parameters; else a 405 (a known path) or a 404. */
function routeOf(ex: Exchange): { name: OperationName; params: Params } | Answered {
  const { req, res, url, requestId, draft } = ex;
  const pathname = url.pathname;
  // Literal segments win over parameters (`allow_list/current` before `allow_list/{id}`); revision A's paths are answered too.
  const atPath = operationsAt(pathname);
  const hit = atPath.find((m) => m.method === req.method);
  if (hit) return { name: hit.name, params: hit.params };
  if (atPath.length === 0) return fail(ex, [{ FieldName: '', Reason: `No operation at ${pathname}`, Type: 'Not-Found' }]);
  const allow = methodsAt(pathname).join(', ');
  draft.reason = `${req.method} is not supported here`;
  return sendError(
    res,
    requestId,
    [{ FieldName: '', Reason: `${req.method} is not supported on ${pathname}; use ${allow}`, Type: 'Bad-Request' }],
    undefined,
    405,
    { Allow: allow },
  );
}

/** Who acts, and whether they may: decided here, once, before any body is read or handler run. */
function admit(ex: Exchange, op: Operation): (Identity & { org: Org }) | Answered {
  const { config, store } = ex.deps;
  const id = identify(ex.req, op, config, store, Date.now());
  ex.draft.who = id.who;
  ex.draft.orgId = id.org?.id ?? '';
  const refused = gate(op.access, op.title, id);
  if (refused) return fail(ex, [refused.detail], refused.status);
  // Revision D's credit and status reads require a session token beside the key, as the vendor declares (one sent is checked by identify).
  if ('bearerToo' in op && op.bearerToo && !ex.req.headers.authorization)
    return fail(ex, [
      { FieldName: 'Authorization', Reason: 'This read requires a session token (Authorization: Bearer) beside the API key', Type: 'Unauthorized' },
    ]);
  return id as Identity & { org: Org };
}

/** Reads the body within its size cap and checks it against the operation's body schema (none: undefined). */
async function bodyOf(ex: Exchange, name: OperationName, params: Params): Promise<{ value: unknown; raw: Buffer } | Answered> {
  const { req, res, requestId, draft } = ex;
  const { maxBodyBytes } = ex.deps.config;
  let raw: Buffer;
  try {
    raw = await readBody(req, maxBodyBytes);
  } catch (e) {
    if (!(e instanceof BodyTooLarge)) throw e;
    draft.reason = `The body is larger than ${maxBodyBytes} bytes`;
    return sendTooLarge(res, requestId, maxBodyBytes);
  }
  const checked = bodyRefusal(req, raw);
  if (checked.refusal) return fail(ex, [checked.refusal.detail], checked.refusal.status);
  const schema = bodySchema(name);
  if (!schema) return { value: undefined, raw };
  const parsed = schema.safeParse(checked.json ?? {});
  if (!parsed.success) return fail(ex, zodDetails(parsed.error));
  // An update's body holds new values, not what it is about.
  if (req.method !== 'PUT') draft.target = targetOf(params, parsed.data);
  return { value: parsed.data, raw };
}

/** Revision A's paths name no workgroup: it is the workspace's own (set into `params`). */
function ownWorkgroup(ex: Exchange, params: Params, org: Org): { found: true } | Answered {
  if (params.workspaceID === undefined || params.workgroupID !== undefined) return { found: true };
  const ws = ex.deps.store.get('workspaces', params.workspaceID);
  if (!ws || ws.org_id !== org.id) return fail(ex, [{ FieldName: 'workspaceID', Reason: `Workspace ${params.workspaceID} was not found`, Type: 'Not-Found' }]);
  params.workgroupID = ws.workgroup_id;
  return { found: true };
}

function contextOf(ex: Exchange, params: Params, body: unknown, id: Identity & { org: Org }): HandlerContext<OperationName> {
  const { org, user, callerKey, caller } = id;
  const { store, config } = ex.deps;
  return {
    params,
    body,
    query: ex.url.searchParams,
    org,
    user,
    callerKey,
    caller,
    who: id.who,
    clientIp: clientIpOf(ex.req),
    now: Date.now(),
    store,
    config,
  } as HandlerContext<OperationName>;
}

/** Runs the operation's preparer (outside the transaction), then its handler inside one, with its idempotency key's record if it has one. */
async function dispatch(ex: Exchange, name: OperationName, ctx: HandlerContext<OperationName>, once?: KeyTicket): Promise<unknown> {
  const prepare = preparers[name] as ((c: typeof ctx) => Promise<unknown>) | undefined;
  if (prepare) {
    ctx.prepared = await prepare(ctx);
    ctx.now = Date.now();
  }
  // Applied, then made durable, then answered: a handler that fails, or a
  // write that cannot reach the disk, leaves nothing of the request behind.
  const { store } = ex.deps;
  const unit = () =>
    store.transaction(
      () => {
        const result = (handlers[name] as (c: typeof ctx) => unknown)(ctx);
        once?.keep(store, operations[name].noContent ? 204 : 200, result);
        return result;
      },
      (changes) => (ex.draft.changes = changes.filter((c) => c.c !== 'idempotencyKeys').map(describeChange)),
    );
  return ex.deps.shared ? ex.deps.shared.run(ex.req.method !== 'GET', unit) : unit();
}

/** Sends a handler's result: no content, text (a metrics scrape), a streamed long list, or JSON. */
async function writeAnswer({ res, requestId }: Exchange, op: Operation, result: unknown): Promise<number> {
  if (op.noContent) {
    res.writeHead(204, { 'X-Request-ID': requestId, 'Cache-Control': 'no-store' });
    res.end();
    return 204;
  }
  if (result instanceof TextAnswer) {
    const text = await result.text;
    res.writeHead(200, {
      'Content-Type': result.contentType,
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      'X-Request-ID': requestId,
    });
    res.end(text);
    return 200;
  }
  const head = { Error: false, ErrorDetails: [], Message: 'OK', RequestID: requestId };
  if (Array.isArray(result) && result.length >= STREAMED_LIST_ITEMS) await sendJsonList(res, 200, head, result, { 'X-Request-ID': requestId });
  else sendJson(res, 200, { ...head, Result: result }, { 'X-Request-ID': requestId });
  return 200;
}

/** A handler's refusal (Fail), a write that could not be made durable, or an internal error. */
function answerFailure(ex: Exchange, name: OperationName, e: unknown): number {
  const { res, requestId, draft } = ex;
  if (e instanceof Fail) {
    draft.reason ||= e.reason;
    return sendError(res, requestId, [{ FieldName: e.field, Reason: e.reason, Type: e.type }], undefined, e.status, e.headers);
  }
  if (e instanceof DatabaseUnavailable) {
    draft.reason ||= e.message;
    draft.changes = [];
    return sendUnavailable(res, requestId, e);
  }
  if (e instanceof StorageFailed) {
    console.error(`[${requestId}] ${name}: ${e.message}`);
    return fail(ex, [{ FieldName: '', Reason: e.message, Type: 'Internal-Error' }], e.full ? 507 : 500);
  }
  console.error(`[${requestId}] ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
  return fail(ex, [{ FieldName: '', Reason: 'The control plane had an internal error', Type: 'Internal-Error' }]);
}

/** The database went away (shared mode): nothing was changed, and the caller may try again shortly. */
export function sendUnavailable(res: ServerResponse, requestId: string, e: DatabaseUnavailable): number {
  return sendError(res, requestId, [{ FieldName: '', Reason: e.message, Type: 'Internal-Error' }], undefined, 503, { 'Retry-After': String(e.retryAfterS) });
}
