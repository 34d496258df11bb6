import { Envelope } from '@/api/schemas/envelope';
import { isLeftOutEntry, ReadContext, type ReadNotice } from '@/api/schemas/read';
import type { OperationName } from './operations';

/** Reading an answer's frame: its envelope, its Retry-After, whether it says the path is not offered, and the notices kept with its data. */

/** An envelope, read leniently; undefined when the value is not one at all. */
export function readEnvelope(value: unknown): Envelope | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (!('Error' in v) && !('Result' in v) && !('ErrorDetails' in v)) return undefined;
  return Envelope.read(value, new ReadContext());
}

/** Retry-After in seconds (a number of seconds, or an HTTP date). */
export function readRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * How an answer says the path itself is not offered (not that the thing asked for is missing): `route`, refused
 * before the service (405, 501, a 404 that is no envelope or names nothing, a web server's page behind the proxy); `service`, the
 * service's own envelope answering a read Not-Found, which says either that the list is not kept at this path or
 * that there is nothing there (revision A sends it as 400 or 500); undefined when the answer does not say so.
 */
export function pathNotOffered(response: Response, text: string, method: string): 'route' | 'service' | undefined {
  // Behind the console's proxy, an upstream answer that was not JSON (a web server's page) names its status here.
  const upstream = Number(response.headers.get('x-upstream-status'));
  if (upstream) return upstream === 404 || upstream === 405 || upstream === 501 ? 'route' : undefined;
  const status = response.status;
  if (status === 405 || status === 501) return 'route';
  let envelope: Envelope | undefined;
  try {
    envelope = readEnvelope(JSON.parse(text));
  } catch {
    envelope = undefined;
  }
  // A 404 that is no envelope, or one naming nothing (a gateway's, in the service's shape): nothing here at all.
  if (!envelope || envelope.ErrorDetails.length === 0) return status === 404 ? 'route' : undefined;
  return method === 'GET' && envelope.ErrorDetails.some((d) => d.Type === 'Not-Found') ? 'service' : undefined;
}

export function describeNetworkFailure(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return `Could not reach the control service, or its answer was cut off (${text.replace(/^TypeError:\s*/, '') || 'network error'}).`;
}

/**
 * What one answer held that could not be read (shown empty, or left out of a list), kept
 * with the data read from it: a screen shows it beside that data (ui/read-notices.tsx).
 */
export interface AnswerNotices {
  operation: OperationName;
  title: string;
  method: string;
  path: string;
  requestId: string;
  notices: ReadNotice[];
  /** For a list answer: how many entries it held, those left out included. */
  entries?: number;
}

const NOTICES = Symbol('notices');

/** Attaches an answer's notices to the data read from it, as a property that is not enumerated (nor copied, nor compared). */
export function withNotices<T>(data: T, answer: AnswerNotices): T {
  if (typeof data === 'object' && data !== null) Object.defineProperty(data, NOTICES, { value: answer });
  return data;
}

/** What the answer this data was read from could not read; undefined when it was read whole. */
export function noticesOf(data: unknown): AnswerNotices | undefined {
  return typeof data === 'object' && data !== null ? (data as { [NOTICES]?: AnswerNotices })[NOTICES] : undefined;
}

/** Entries of a list answer left out. */
export const leftOut = (notices: ReadNotice[]) => notices.filter(isLeftOutEntry).length;
