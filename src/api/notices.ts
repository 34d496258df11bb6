import type { Exchange } from './client';
import { buildRequest, type RequestArgs } from './client';
import type { ReadNotice } from '@/api/schemas/read';
import { operations, type OperationName, type ParamsOf } from './operations';

/**
 * What the last answer to each request could not read, so a screen can say so
 * beside what it shows. Keyed by method and path (with its query): the next
 * answer to the same request replaces it, an answer read whole clears it.
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

const byRequest = new Map<string, AnswerNotices>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (method: string, path: string) => `${method} ${path}`;

export function recordNotices(exchange: Exchange): void {
  if (!exchange.ok) return;
  // Keyed by the contract's path, as screens name their requests, whichever path answered.
  const key = keyOf(exchange.method, exchange.contractPath ?? exchange.path);
  if (exchange.notices.length === 0) {
    if (!byRequest.delete(key)) return;
  } else {
    byRequest.set(key, {
      operation: exchange.operation,
      title: operations[exchange.operation].title,
      method: exchange.method,
      path: exchange.path,
      requestId: exchange.requestId,
      notices: exchange.notices,
      entries: exchange.entries,
    });
  }
  version++;
  listeners.forEach((l) => l());
}

/** The request an operation sends, as notices are keyed. */
export function requestKey<N extends OperationName>(name: N, params: ParamsOf<N>, query?: Record<string, string | undefined>): string {
  const { method, path } = buildRequest(name, { params, query } as RequestArgs<N>, {}, 'contract');
  return keyOf(method, path);
}

export const answerNotices = {
  get: (key: string) => byRequest.get(key),
  version: () => version,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
