import type { IncomingMessage, ServerResponse } from 'node:http';
import { operations, type OperationName } from '@/api/operations';
import { operationsAt } from '@/api/route-match';
import { bodySchema } from '@/api/request-bodies';
import type { ServerConfig } from '@/server/config';
import { StorageFailed, type Store } from '@/server/store/store';
import type { Org } from '@/server/model';
import { identify, type Identity } from '@/server/access/identity';
import { gate } from '@/server/access/gate';
import { handlers, preparers, Fail } from '@/server/handlers';
import type { HandlerContext } from '@/server/handlers/context';
import { BodyTooLarge, STREAMED_LIST_ITEMS, clientIpOf, readBody, sendError, sendJson, sendJsonList, sendTooLarge, type Detail } from './http-util';
import { bodyRefusal, methodsAt } from './request-hygiene';
import type { AuditChange, AuditLog } from '@/server/audit/audit';
import { describeChange, outcomeOf, targetOf } from '@/server/audit/audit-entry';
import { whoOfApiKey } from '@/server/audit/audit-who';
import { TextAnswer } from '@/server/metrics/scrape';

interface Route {
  name: OperationName;
}

function zodDetails(error: { issues: { path: PropertyKey[]; message: string }[] }): Detail[] {
  return error.issues.map((i) => ({ FieldName: i.path.join('.'), Reason: i.message, Type: 'Bad-Request' as const }));
}

interface ApiDeps {
  config: ServerConfig;
  store: Store;
  audit?: AuditLog;
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

/** Answers one request to the contract's paths, as the control service would; every write, accepted or refused, is audited. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, deps: ApiDeps): Promise<number> {
  const draft: AuditDraft = { orgId: '', who: '', operation: '', title: '', target: '', reason: '', changes: [] };
  const status = await answer(req, res, url, requestId, deps, draft);
  if (deps.audit && req.method !== 'GET') {
    deps.audit.record({
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
  return status;
}

async function answer(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, deps: ApiDeps, draft: AuditDraft): Promise<number> {
  const { config, store } = deps;
  const pathname = url.pathname;
  // Literal segments win over parameters (`allow_list/current` before `allow_list/{id}`); revision A's paths are answered too.
  const atPath = operationsAt(pathname);
  const pathKnown = atPath.length > 0;
  const hit = atPath.find((m) => m.method === req.method);
  const matched: { route: Route; params: Record<string, string> } | undefined = hit && { route: { name: hit.name }, params: hit.params };
  const fail = (details: Detail[], status?: number) => {
    draft.reason ||= details.map((d) => d.Reason).join('; ');
    return sendError(res, requestId, details, undefined, status);
  };
  if (!matched) {
    if (pathKnown) {
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
    return fail([{ FieldName: '', Reason: `No operation at ${pathname}`, Type: 'Not-Found' }]);
  }
  const { route, params } = matched;
  const op = operations[route.name];
  draft.operation = route.name;
  draft.title = op.title;
  draft.target = targetOf(params, undefined);

  // Who acts, and whether they may: decided here, once, before any body is read or handler run.
  const id = identify(req, op, config, store, Date.now());
  draft.who = id.who;
  draft.orgId = id.org?.id ?? '';
  const refused = gate(op.access, op.title, id);
  if (refused) return fail([refused.detail], refused.status);
  // Revision D's credit and status reads require a session token beside the key, as the vendor declares (one sent is checked by identify).
  if ('bearerToo' in op && op.bearerToo && !req.headers.authorization)
    return fail([
      { FieldName: 'Authorization', Reason: 'This read requires a session token (Authorization: Bearer) beside the API key', Type: 'Unauthorized' },
    ]);
  const { org, user, callerKey, caller } = id as Identity & { org: Org };

  let body: unknown = undefined;
  let raw: Buffer;
  try {
    raw = await readBody(req, config.maxBodyBytes);
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      draft.reason = `The body is larger than ${config.maxBodyBytes} bytes`;
      return sendTooLarge(res, requestId, config.maxBodyBytes);
    }
    throw e;
  }
  const checked = bodyRefusal(req, raw);
  if (checked.refusal) return fail([checked.refusal.detail], checked.refusal.status);
  const schema = bodySchema(route.name);
  if (schema) {
    const parsed = schema.safeParse(checked.json ?? {});
    if (!parsed.success) return fail(zodDetails(parsed.error));
    body = parsed.data;
    // An update's body holds new values, not what it is about.
    if (req.method !== 'PUT') draft.target = targetOf(params, body);
  }

  // Revision A's paths name no workgroup: it is the workspace's own.
  if (params.workspaceID !== undefined && params.workgroupID === undefined) {
    const ws = store.get<{ workgroup_id: string; org_id: string }>('workspaces', params.workspaceID);
    if (!ws || ws.org_id !== org.id) return fail([{ FieldName: 'workspaceID', Reason: `Workspace ${params.workspaceID} was not found`, Type: 'Not-Found' }]);
    params.workgroupID = ws.workgroup_id;
  }
  const ctx = {
    params,
    body,
    query: url.searchParams,
    org,
    user,
    callerKey,
    caller,
    who: id.who,
    clientIp: clientIpOf(req),
    now: Date.now(),
    store,
    config,
  } as HandlerContext<OperationName>;
  try {
    const prepare = preparers[route.name] as ((c: typeof ctx) => Promise<unknown>) | undefined;
    if (prepare) {
      ctx.prepared = await prepare(ctx);
      ctx.now = Date.now();
    }
    // Applied, then made durable, then answered: a handler that fails, or a
    // write that cannot reach the disk, leaves nothing of the request behind.
    const result = store.transaction(
      () => (handlers[route.name] as (c: typeof ctx) => unknown)(ctx),
      (changes) => (draft.changes = changes.map(describeChange)),
    );
    if (op.noContent) {
      res.writeHead(204, { 'X-Request-ID': requestId, 'Cache-Control': 'no-store' });
      res.end();
      return 204;
    }
    if (result instanceof TextAnswer) {
      const text = await result.text;
      res.writeHead(200, { 'Content-Type': result.contentType, 'Cache-Control': 'no-store', 'X-Request-ID': requestId });
      res.end(text);
      return 200;
    }
    const head = { Error: false, ErrorDetails: [], Message: 'OK', RequestID: requestId };
    if (Array.isArray(result) && result.length >= STREAMED_LIST_ITEMS) await sendJsonList(res, 200, head, result, { 'X-Request-ID': requestId });
    else sendJson(res, 200, { ...head, Result: result }, { 'X-Request-ID': requestId });
    return 200;
  } catch (e) {
    if (e instanceof Fail) {
      draft.reason ||= e.reason;
      return sendError(res, requestId, [{ FieldName: e.field, Reason: e.reason, Type: e.type }], undefined, e.status, e.headers);
    }
    if (e instanceof StorageFailed) {
      console.error(`[${requestId}] ${route.name}: ${e.message}`);
      return fail([{ FieldName: '', Reason: e.message, Type: 'Internal-Error' }], e.full ? 507 : 500);
    }
    console.error(`[${requestId}] ${route.name} failed: ${e instanceof Error ? e.message : String(e)}`);
    return fail([{ FieldName: '', Reason: 'The control plane had an internal error', Type: 'Internal-Error' }]);
  }
}
