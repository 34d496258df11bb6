import type { IncomingMessage } from 'node:http';
import { matchPath, operations, pathsOf, type OperationName } from '@/api/operations';
import type { Detail } from './http-util';

/**
 * What every request to the contract's paths must be, before it reaches the
 * embedded control plane or is forwarded upstream: the same rules in both modes.
 */

/** The methods the contract uses. */
const CONTRACT_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

interface Refusal {
  status: number;
  detail: Detail;
  headers?: Record<string, string>;
}

const allOperations = Object.keys(operations) as OperationName[];

/** The methods the contract offers on a path (all of its methods where it names none). */
export function methodsAt(pathname: string): string[] {
  const methods = allOperations.filter((name) => pathsOf(operations[name]).some((t) => matchPath(t, pathname) !== null)).map((name) => operations[name].method);
  return methods.length ? CONTRACT_METHODS.filter((m) => methods.includes(m)) : [...CONTRACT_METHODS];
}

// An encoded '/', '\' or '.', or an encoded '%' (double encoding of any of them).
const ENCODED_SEPARATOR = /%(2f|5c|2e|25)/i;

/**
 * Refuses a path that could mean something else once decoded, here or
 * upstream: encoded separators or dots, single or double encoded, backslashes
 * and dot segments. `rawPath` is the path as it arrived, before any URL parsing
 * (which would already have resolved `%2e%2e`).
 */
export function pathRefusal(rawPath: string): Refusal | undefined {
  const path = rawPath.split('?')[0] ?? '';
  if (ENCODED_SEPARATOR.test(path) || path.includes('\\') || path.split('/').some((s) => s === '.' || s === '..')) {
    return { status: 400, detail: { FieldName: 'path', Reason: "The path has an encoded '/', '\\' or '.', or a dot segment; such paths are refused", Type: 'Bad-Request' } };
  }
  return undefined;
}

export function methodRefusal(method: string, pathname: string): Refusal | undefined {
  if ((CONTRACT_METHODS as readonly string[]).includes(method)) return undefined;
  const allow = methodsAt(pathname).join(', ');
  return { status: 405, detail: { FieldName: '', Reason: `${method} is not a method of the control service's interface; use ${allow}`, Type: 'Bad-Request' }, headers: { Allow: allow } };
}

/**
 * Checks a request body: any body sent to the contract's paths is JSON
 * (`Content-Type: application/json`) holding an object.
 */
export function bodyRefusal(req: IncomingMessage, raw: Buffer): { refusal?: Refusal; json?: Record<string, unknown> } {
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') {
    return { refusal: { status: 415, detail: { FieldName: 'body', Reason: `The request body must be sent as application/json${type ? `, not ${type}` : ' (no Content-Type was given)'}`, Type: 'Bad-Request' } } };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refusal: { status: 400, detail: { FieldName: 'body', Reason: 'The request body is not valid JSON', Type: 'Bad-Request' } } };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    const what = json === null ? 'null' : Array.isArray(json) ? 'an array' : `a ${typeof json}`;
    return { refusal: { status: 400, detail: { FieldName: 'body', Reason: `The request body must be a JSON object, not ${what}`, Type: 'Bad-Request' } } };
  }
  return { json: json as Record<string, unknown> };
}
