import * as z from 'zod/mini';
import { createClient } from './client';
import { credentials } from './credentials';
import { recordExchange } from './activity';
import { recordNotices } from './notices';

const RuntimeConfig = z.object({
  mode: z.catch(z.enum(['embedded', 'proxy']), 'proxy'),
  demoApiKey: z.catch(z.optional(z.string()), undefined),
  servicePrincipal: z.catch(z.string(), ''),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export const runtime: RuntimeConfig = { mode: 'proxy', servicePrincipal: '' };

export function applyRuntimeConfig(raw: unknown): void {
  Object.assign(runtime, RuntimeConfig.parse(raw));
  credentials.setDemoApiKey(runtime.demoApiKey);
}

/** Learns from the serving host how it is set up (and, on the demo, its key). */
export async function loadRuntimeConfig(): Promise<void> {
  // Usually the server put it in the page itself; otherwise ask for it.
  const inline = typeof document !== 'undefined' ? document.getElementById('console-config')?.textContent : undefined;
  if (inline) {
    try {
      applyRuntimeConfig(JSON.parse(inline));
      return;
    } catch {
      // Fall through to the request.
    }
  }
  try {
    const res = await fetch('/console/config.json', { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) return;
    applyRuntimeConfig(await res.json());
  } catch {
    // Served by something else (e.g. a static host): ask for the key.
  }
}

/** The base URL of copied requests: this host, which serves the contract's paths in both modes. */
export function publicBaseUrl(): string {
  return typeof window !== 'undefined' ? window.location.origin : '';
}

export const api = createClient({
  baseUrl: '',
  getApiKey: credentials.apiKey,
  getSessionToken: credentials.sessionToken,
  fetch: (input, init) => fetch(input, init),
  onExchange: (exchange) => {
    recordExchange(exchange);
    recordNotices(exchange);
  },
});
