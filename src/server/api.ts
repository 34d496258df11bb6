import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, operations, matchPath, pathsOf, type OperationName } from '@/api/operations';
import { bodySchema } from '@/api/request-bodies';
import type { ServerConfig } from './config';
import { StorageFailed, type Store } from './store';
import type { Org, UserRecord } from './model';
import { demoOrg, seededUsers } from './seed';
import { orgOfApiKey } from './handlers/api-keys';
import { handlers, Fail } from './handlers';
import type { HandlerContext } from '@/server/handlers/context';
import { BodyTooLarge, STREAMED_LIST_ITEMS, clientIpOf, readBody, sendError, sendJson, sendJsonList, sendTooLarge, type Detail } from './http-util';
import { bodyRefusal, methodsAt } from './request-hygiene';
import { TextAnswer } from './metrics/scrape';

interface Route {
  name: OperationName;
  method: string;
  template: string;
  params: number;
}

// Literal segments win over parameters: `allow_list/current` before `allow_list/{id}`.
// Revision A's paths (vendor-operations.md) are answered too, by the same handlers.
const routes: Route[] = (Object.keys(operations) as OperationName[])
  .flatMap((name) =>
    pathsOf(operations[name]).map((template) => ({ name, method: operations[name].method, template, params: (template.match(/\{/g) ?? []).length })),
  )
  .sort((a, b) => a.params - b.params);

function zodDetails(error: { issues: { path: PropertyKey[]; message: string }[] }): Detail[] {
  return error.issues.map((i) => ({ FieldName: i.path.join('.'), Reason: i.message, Type: 'Bad-Request' as const }));
}

interface ApiDeps {
  config: ServerConfig;
  store: Store;
}

/** Answers one request to the contract's paths, as the control service would. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, deps: ApiDeps): Promise<number> {
  const { config, store } = deps;
  const pathname = url.pathname;
  let matched: { route: Route; params: Record<string, string> } | undefined;
  let pathKnown = false;
  for (const route of routes) {
    const params = matchPath(route.template, pathname);
    if (!params) continue;
    pathKnown = true;
    if (route.method === req.method) {
      matched = { route, params };
      break;
    }
  }
  const fail = (details: Detail[], status?: number) => sendError(res, requestId, details, undefined, status);
  if (!matched) {
    if (pathKnown) {
      const allow = methodsAt(pathname).join(', ');
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

  let org: Org | undefined;
  let user: UserRecord | undefined;
  if (op.auth === 'apiKey') {
    // The monitoring paths at the service root also take the key as a Bearer token: a Prometheus scraping them cannot send x-api-key.
    const bearer = op.path.startsWith(API_PREFIX) ? undefined : /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const key = req.headers['x-api-key'] ?? bearer;
    org = orgOfApiKey(typeof key === 'string' ? key : undefined, config, store, Date.now());
    if (!org) return fail([{ FieldName: 'x-api-key', Reason: key ? 'The API key is not valid' : 'The x-api-key header is required', Type: 'Unauthorized' }]);
  } else {
    const auth = req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/.exec(auth)?.[1];
    const userId =
      token === undefined ? undefined : token === config.ownerToken ? seededUsers.ownerId : token === config.memberToken ? seededUsers.memberId : undefined;
    user = userId ? store.get<UserRecord>('users', userId) : undefined;
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
  }

  let body: unknown = undefined;
  let raw: Buffer;
  try {
    raw = await readBody(req, config.maxBodyBytes);
  } catch (e) {
    if (e instanceof BodyTooLarge) return sendTooLarge(res, requestId, config.maxBodyBytes);
    throw e;
  }
  const checked = bodyRefusal(req, raw);
  if (checked.refusal) return fail([checked.refusal.detail], checked.refusal.status);
  const schema = bodySchema(route.name);
  if (schema) {
    const parsed = schema.safeParse(checked.json ?? {});
    if (!parsed.success) return fail(zodDetails(parsed.error));
    body = parsed.data;
  }

  // Revision A's paths name no workgroup: it is the workspace's own.
  if (params.workspaceID !== undefined && params.workgroupID === undefined) {
    const ws = store.get<{ workgroup_id: string; org_id: string }>('workspaces', params.workspaceID);
    if (!ws || ws.org_id !== org.id) return fail([{ FieldName: 'workspaceID', Reason: `Workspace ${params.workspaceID} was not found`, Type: 'Not-Found' }]);
    params.workgroupID = ws.workgroup_id;
  }
  const ctx = { params, body, query: url.searchParams, org, user, clientIp: clientIpOf(req), now: Date.now(), store, config } as HandlerContext<OperationName>;
  try {
    // Applied, then made durable, then answered: a handler that fails, or a
    // write that cannot reach the disk, leaves nothing of the request behind.
    const result = store.transaction(() => (handlers[route.name] as (c: typeof ctx) => unknown)(ctx));
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
    if (e instanceof Fail) return fail([{ FieldName: e.field, Reason: e.reason, Type: e.type }]);
    if (e instanceof StorageFailed) {
      console.error(`[${requestId}] ${route.name}: ${e.message}`);
      return fail([{ FieldName: '', Reason: e.message, Type: 'Internal-Error' }], e.full ? 507 : 500);
    }
    console.error(`[${requestId}] ${route.name} failed: ${e instanceof Error ? e.message : String(e)}`);
    return fail([{ FieldName: '', Reason: 'The control plane had an internal error', Type: 'Internal-Error' }]);
  }
}
