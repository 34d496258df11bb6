import { createClient } from './client';
import { credentials } from './credentials';
import { recordExchange } from './activity';
import { client } from './api-ref';

interface RuntimeConfig {
  mode: 'embedded' | 'proxy';
  demoApiKey?: string;
  servicePrincipal: string;
}

/** The serving host's config, read leniently: anything unexpected is its default. */
function readRuntimeConfig(raw: unknown): RuntimeConfig {
  const v = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    mode: v.mode === 'embedded' ? 'embedded' : 'proxy',
    demoApiKey: typeof v.demoApiKey === 'string' ? v.demoApiKey : undefined,
    servicePrincipal: typeof v.servicePrincipal === 'string' ? v.servicePrincipal : '',
  };
}

export const runtime: RuntimeConfig = { mode: 'proxy', servicePrincipal: '' };

function applyRuntimeConfig(raw: unknown): void {
  Object.assign(runtime, readRuntimeConfig(raw));
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
  },
});
// The areas' queries and mutations call this same client (api-ref.ts bindApi).
client.call = api.call;
