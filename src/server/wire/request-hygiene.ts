import type { IncomingMessage } from 'node:http';
import { operationsAt } from '@/api/route-match';
import type { Detail } from './http-util';
import { isLoopback } from '@/server/config';

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

/** The methods the contract offers on a path (all of its methods where it names none). */
export function methodsAt(pathname: string): string[] {
  const methods = operationsAt(pathname).map((m) => m.method);
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
    return {
      status: 400,
      detail: { FieldName: 'path', Reason: "The path has an encoded '/', '\\' or '.', or a dot segment; such paths are refused", Type: 'Bad-Request' },
    };
  }
  // Overlong UTF-8 (%c0%ae) does not decode; a fullwidth dot (%ef%bc%8e) or any
  // other look-alike changes under NFKC, as a server behind may normalize it.
  if (path.split('/').some((segment) => !decodesPlainly(segment))) {
    return {
      status: 400,
      detail: {
        FieldName: 'path',
        Reason: 'The path has a segment that is not UTF-8, or that holds look-alike characters (such as a fullwidth dot); such paths are refused',
        Type: 'Bad-Request',
      },
    };
  }
  return undefined;
}

/** The name in a Host header, without its port, lower case ("[::1]:80" → "::1"). */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(1, h.indexOf(']')) : h.split(':')[0]!;
  return name.replace(/\.$/, '');
}

/**
 * Refuses a request whose Host is not a name of this server: loopback, the
 * address it was told to listen on (HOST) and the names in ALLOWED_HOSTS. A
 * page on any other site whose name an attacker points at 127.0.0.1 (DNS
 * rebinding) sends its own name, and is refused before any route.
 */
export function hostRefusal(header: string | undefined, listenHost: string, allowedHosts: readonly string[]): Refusal | undefined {
  const name = header ? hostName(header) : '';
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::';
  if (name && (isLoopback(name) || (!wildcard && name === hostName(listenHost)) || allowedHosts.includes(name))) return undefined;
  return {
    status: 421,
    detail: {
      FieldName: 'Host',
      Reason: 'This server does not answer to that Host name; an operator adds the names it is reached by to ALLOWED_HOSTS',
      Type: 'Forbidden',
    },
  };
}

function decodesPlainly(segment: string): boolean {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded === decoded.normalize('NFKC');
  } catch {
    return false;
  }
}

export function methodRefusal(method: string, pathname: string): Refusal | undefined {
  if ((CONTRACT_METHODS as readonly string[]).includes(method)) return undefined;
  const allow = methodsAt(pathname).join(', ');
  return {
    status: 405,
    detail: { FieldName: '', Reason: `${method} is not a method of the control service's interface; use ${allow}`, Type: 'Bad-Request' },
    headers: { Allow: allow },
  };
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
    return {
      refusal: {
        status: 415,
        detail: {
          FieldName: 'body',
          Reason: `The request body must be sent as application/json${type ? `, not ${type}` : ' (no Content-Type was given)'}`,
          Type: 'Bad-Request',
        },
      },
    };
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
  const odd = oddValue(json);
  if (odd) return { refusal: { status: 400, detail: { FieldName: odd.field, Reason: odd.reason, Type: 'Bad-Request' } } };
  return { json: json as Record<string, unknown> };
}

/** Deeper than any body of the contract needs; far below what would exhaust the stack of any code that walks it later. */
export const MAX_BODY_DEPTH = 64;
// A high surrogate not followed by a low one, or a low one not preceded by a high one: not text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first value of a body that no field may hold: nesting deeper than
 * MAX_BODY_DEPTH, or a string (or key) with a lone surrogate. Walked with a
 * list, not recursion, so that the check itself cannot run out of stack.
 */
function oddValue(json: unknown): { field: string; reason: string } | undefined {
  const todo: { value: unknown; path: (string | number)[] }[] = [{ value: json, path: [] }];
  const name = (p: (string | number)[]) => (p.length > 4 ? [...p.slice(0, 4), '…'] : p).join('.');
  while (todo.length) {
    const { value, path } = todo.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value))
        return { field: name(path), reason: 'The text holds a lone surrogate (\\uD800–\\uDFFF without its pair), which is not a character' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) return { field: name(path), reason: `The value is nested more than ${MAX_BODY_DEPTH} levels deep` };
    for (const [k, v] of Object.entries(value)) {
      if (LONE_SURROGATE.test(k)) return { field: name([...path, k]), reason: 'A field name holds a lone surrogate, which is not a character' };
      todo.push({ value: v, path: [...path, Array.isArray(value) ? Number(k) : k] });
    }
  }
  return undefined;
}
