// Server rendering of the landing screen (embedded control plane only): the page
// arrives with its first screen drawn and that screen's data, so it shows before
// any script has run. Any failure or delay falls back to the plain app shell,
// which renders in the browser as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderRequest, RenderResult } from '../entry-server';

export interface SsrOptions {
  /** Where `vite build --ssr` put entry-server.js. */
  dir: string;
  /** This server's own origin, for the renderer's requests to the control plane. */
  origin: () => string;
  /** Header value that marks the renderer's own requests (they skip injected faults). */
  secret: string;
  /** Give up and send the plain shell after this long. */
  timeoutMs?: number;
  /** Answers larger than this are not worth inlining into the page. */
  maxAnswerBytes?: number;
}

export const RENDER_HEADER = 'x-console-render';

type Render = (req: RenderRequest) => Promise<RenderResult | undefined>;

export function createSsrRenderer(opts: SsrOptions) {
  const file = path.join(opts.dir, 'entry-server.js');
  const timeoutMs = opts.timeoutMs ?? 2000;
  const maxAnswerBytes = opts.maxAnswerBytes ?? 1_000_000;
  let loaded: { mtimeMs: number; render: Promise<Render | undefined> } | undefined;
  let warned = false;

  function renderer(): Promise<Render | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(undefined);
    }
    // A rebuild under a running server brings a new renderer with it.
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      const render = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
        (m: { render: Render }) => m.render,
        (e: unknown) => {
          console.error(`Server rendering is off: ${e instanceof Error ? e.message : String(e)}`);
          return undefined;
        },
      );
      loaded = { mtimeMs, render };
    }
    return loaded.render;
  }

  /** The renderer's requests: in-process to this server, bounded in time and size. */
  const serverFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const headers = { ...(init?.headers as Record<string, string>), [RENDER_HEADER]: opts.secret };
    const res = await fetch(`${opts.origin()}${String(input)}`, { ...init, headers, signal });
    if (Number(res.headers.get('content-length') ?? 0) > maxAnswerBytes) {
      await res.body?.cancel();
      throw new Error('answer too large to inline');
    }
    if (!res.body) return res;
    // A long list arrives in pieces without a length: stop reading once it is too large.
    let seen = 0;
    const capped = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxAnswerBytes) controller.error(new Error('answer too large to inline'));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(capped, { status: res.status, statusText: res.statusText, headers: res.headers });
  }) as typeof fetch;

  return async function renderPage(url: string, config: unknown, timeZone?: string): Promise<RenderResult | undefined> {
    const render = await renderer();
    if (!render) return undefined;
    const late = AbortSignal.timeout(timeoutMs + 200);
    try {
      const result = await Promise.race([
        render({ url, config, fetch: serverFetch, timeZone }),
        new Promise<undefined>((resolve) => late.addEventListener('abort', () => resolve(undefined))),
      ]);
      if (result?.redirect !== undefined) return result;
      return result && result.state.length <= maxAnswerBytes ? result : undefined;
    } catch (e) {
      // The browser renders the screen itself and shows any error properly.
      if (!warned) console.error(`Server rendering failed (the browser renders instead): ${e instanceof Error ? e.message : String(e)}`);
      warned = true;
      return undefined;
    }
  };
}
