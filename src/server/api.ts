import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, operations, type OperationName } from '@/api/operations';
import { operationsAt } from '@/api/route-match';
import { bodySchema } from '@/api/request-bodies';
import type { ServerConfig } from './config';
import { StorageFailed, type Store } from './store';
import type { Org, UserRecord } from './model';
import { demoOrg, seededUsers } from './seed';
import { callerOfApiKey } from './handlers/api-keys';
import { apiKeyCaller, sessionCaller, type Caller } from './identity';
import { handlers, preparers, Fail } from './handlers';
import type { HandlerContext } from '@/server/handlers/context';
import { BodyTooLarge, STREAMED_LIST_ITEMS, clientIpOf, readBody, sendError, sendJson, sendJsonList, sendTooLarge, type Detail } from './http-util';
import { bodyRefusal, methodsAt } from './request-hygiene';
import type { AuditChange, AuditLog } from './audit';
import { describeChange, outcomeOf, targetOf } from './audit-entry';
import { whoOfApiKey, whoOfUser } from './audit-who';
import { TextAnswer } from './metrics/scrape';

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

  let org: Org | undefined;
  let user: UserRecord | undefined;
  let callerKey: HandlerContext<OperationName>['callerKey'];
  let caller: Caller | undefined;
  if (op.auth === 'apiKey') {
    // The monitoring paths at the service root also take the key as a Bearer token: a Prometheus scraping them cannot send x-api-key.
    const bearer = op.path.startsWith(API_PREFIX) ? undefined : /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const key = req.headers['x-api-key'] ?? bearer;
    const found = callerOfApiKey(typeof key === 'string' ? key : undefined, config, store, Date.now());
    org = found?.org;
    callerKey = found?.key;
    draft.who = whoOfApiKey(typeof key === 'string' ? key : undefined, config, store);
    if (!org) return fail([{ FieldName: 'x-api-key', Reason: key ? 'The API key is not valid' : 'The x-api-key header is required', Type: 'Unauthorized' }]);
    caller = apiKeyCaller(key as string, org, config, store);
    // Revision D's billing reads require a session token beside the key, as the vendor declares: valid, and of this organization.
    if ('bearerToo' in op && op.bearerToo) {
      if (!req.headers.authorization)
        return fail([
          { FieldName: 'Authorization', Reason: 'This read requires a session token (Authorization: Bearer) beside the API key', Type: 'Unauthorized' },
        ]);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization)?.[1];
      const holder = bearer === config.ownerToken ? seededUsers.ownerId : bearer === config.memberToken ? seededUsers.memberId : undefined;
      if (!bearer || !holder || store.get<UserRecord>('users', holder)?.org_id !== org.id)
        return fail([{ FieldName: 'Authorization', Reason: 'The session token is not valid for this organization', Type: 'Unauthorized' }]);
    }
  } else {
    const auth = req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/.exec(auth)?.[1];
    const userId =
      token === undefined ? undefined : token === config.ownerToken ? seededUsers.ownerId : token === config.memberToken ? seededUsers.memberId : undefined;
    user = userId ? store.get<UserRecord>('users', userId) : undefined;
    draft.who = whoOfUser(user, token !== undefined);
    if (!user) {
      return fail([
        {
          FieldName: 'Authorization',
          Reason: token
            ? 'The session token is not valid or has expired'
            : 'A session token (Authorization: Bearer) is required; API keys are not accepted here',
          Type: 'Unauthorized',
        },
      ]);
    }
    org = { id: user.org_id, name: demoOrg.id === user.org_id ? demoOrg.name : user.org_id };
    caller = sessionCaller(user);
  }
  draft.orgId = org.id;

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
