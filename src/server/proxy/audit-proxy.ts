import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, matchPath, operations, pathsOf, type OperationName } from '@/api/operations';
import type { AuditLog } from '@/server/audit/audit';
import { readAuditQuery } from '@/server/audit/audit';
import { fingerprintOf, outcomeOf } from '@/server/audit/audit-entry';
import type { ProxySeen } from './proxy';
import { sendError, sendJson } from '@/server/wire/http-util';

const AUDIT_PATH = `${API_PREFIX}/audit-log`;

export function isAuditRead(req: IncomingMessage, url: URL): boolean {
  return req.method === 'GET' && url.pathname === AUDIT_PATH;
}

/**
 * Proxy mode answers the audit read itself, from what this server forwarded: it
 * cannot tell organizations apart, so a caller sees only what was sent with the
 * same credential.
 */
export function answerProxyAuditRead(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, audit: AuditLog): number {
  const who = fingerprintOf(req.headers);
  if (who === 'No credential') return sendError(res, requestId, [{ FieldName: 'x-api-key', Reason: 'The x-api-key header is required', Type: 'Unauthorized' }]);
  const query = readAuditQuery(url.searchParams);
  if ('error' in query) return sendError(res, requestId, [{ FieldName: query.field, Reason: query.error, Type: 'Bad-Request' }]);
  sendJson(
    res,
    200,
    { Error: false, ErrorDetails: [], Message: 'OK', RequestID: requestId, Result: audit.query({ ...query, who }) },
    { 'X-Request-ID': requestId },
  );
  return 200;
}

function operationAt(method: string, pathname: string): { name: string; title: string; params: Record<string, string> } {
  for (const name of Object.keys(operations) as OperationName[]) {
    const op = operations[name];
    if (op.method !== method) continue;
    for (const template of pathsOf(op)) {
      const params = matchPath(template, pathname);
      if (params) return { name, title: op.title, params };
    }
  }
  return { name: '', title: `${method} ${pathname}`, params: {} };
}

/**
 * A write this server forwarded (or refused before forwarding or handling it), with the upstream's status and RequestID.
 * `identity`: embedded mode, the caller's organization and name when its credential opens one (audit-who.ts).
 */
export function recordForwarded(
  audit: AuditLog,
  req: IncomingMessage,
  url: URL,
  requestId: string,
  status: number,
  seen: ProxySeen,
  via: 'embedded' | 'proxy' = 'proxy',
  identity?: { orgId: string; who: string },
): void {
  const method = req.method ?? '';
  const op = operationAt(method, url.pathname);
  const upstream = seen.upstreamStatus;
  audit.record(
    {
      org_id: identity?.orgId ?? '',
      who: identity?.who ?? fingerprintOf(req.headers),
      operation: op.name,
      title: op.title,
      method,
      path: url.pathname,
      target: Object.values(op.params).join(' / '),
      request_id: requestId,
      status,
      outcome: outcomeOf(status),
      reason: seen.reason ?? (status >= 400 ? `HTTP ${status}` : ''),
      changes: [],
      via,
      upstream_request_id: seen.upstreamRequestId,
    },
    upstream !== undefined && upstream !== 401 && upstream !== 403,
  );
}
