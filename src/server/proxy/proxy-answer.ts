import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { OverBudget } from '@/server/wire/http-util';
import type { Lease } from '@/server/wire/memory-budget';

/**
 * Reading and checking an upstream answer for the proxy (proxy.ts): its body,
 * capped and decompressed, and the checks that decide whether it is served.
 * Kept apart so the forwarding itself reads as one flow.
 */

/** The upstream failed to answer; its message completes "The upstream control service …". */
export class UpstreamFailed extends Error {}

/** The answer passed the cap (raw or inflated): proxy.ts replaces it with a 502. */
export class TooLarge extends Error {}

export function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

export function reasonOf(payload: Buffer): string | undefined {
  try {
    const details = (JSON.parse(payload.toString('utf8')) as { ErrorDetails?: { Reason?: unknown }[] }).ErrorDetails;
    const reasons = Array.isArray(details) ? details.map((d) => d?.Reason).filter((r): r is string => typeof r === 'string') : [];
    return reasons.length ? reasons.join('; ').slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an answer's body, inflating gzip, deflate or brotli as it comes, and
 * stops (TooLarge) as soon as more than `cap` bytes arrived or came out: a
 * large answer or a compression bomb costs at most about `cap` of memory.
 */
export function readCapped(answer: IncomingMessage, cap: number, lease?: Lease): Promise<Buffer> {
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const inflate =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  return new Promise((resolve, reject) => {
    let raw = 0;
    answer.on('data', (c: Buffer) => {
      raw += c.length;
      if (raw > cap) fail(new TooLarge());
    });
    const source: Readable = inflate ? answer.pipe(inflate) : answer;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    function fail(e: Error) {
      if (settled) return;
      settled = true;
      answer.destroy();
      inflate?.destroy();
      reject(e);
    }
    source.on('data', (c: Buffer) => {
      size += c.length;
      if (size > cap) return fail(new TooLarge());
      if (lease && !lease.take(c.length)) return fail(new OverBudget());
      chunks.push(c);
    });
    source.once('end', () => {
      if (settled) return;
      // Joining the pieces holds them twice for a moment.
      if (lease && !lease.take(size)) return fail(new OverBudget());
      settled = true;
      const whole = Buffer.concat(chunks);
      chunks.length = 0;
      lease?.give(size);
      resolve(whole);
    });
    source.on('error', (e) => fail(e));
    // A body cut off before its end (reset, or shorter than its length) is not an answer.
    answer.once('aborted', () => fail(new UpstreamFailed('broke off its answer')));
    answer.on('error', (e) => fail(e));
  });
}

export function pick(answer: IncomingMessage, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = answer.headers[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
}

/** Complete JSON holding an object or array (not a page labelled as JSON, nor an answer cut short). The console reads the rest itself. */
export function isCompleteJson(payload: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'));
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
