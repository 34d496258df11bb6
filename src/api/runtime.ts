import { createClient } from './client';
import { credentials } from './credentials';
import { moveStoredCredentials } from './move-stored-credentials';
import { recordExchange } from './activity';
import { client } from './api-ref';

interface RuntimeConfig {
  mode: 'embedded' | 'proxy';
  servicePrincipal: string;
}

/** The serving host's config, read leniently: anything unexpected is its default. */
function readRuntimeConfig(raw: unknown): RuntimeConfig {
  const v = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    mode: v.mode === 'embedded' ? 'embedded' : 'proxy',
    servicePrincipal: typeof v.servicePrincipal === 'string' ? v.servicePrincipal : '',
  };
}

export const runtime: RuntimeConfig = { mode: 'proxy', servicePrincipal: '' };

function applyRuntimeConfig(raw: unknown): void {
  Object.assign(runtime, readRuntimeConfig(raw));
}

/** Learns from the serving host how it is set up, and which credentials its session holds for this browser (masked). */
export async function loadRuntimeConfig(): Promise<void> {
  await Promise.all([loadConfig(), loadSession()]);
  await moveStoredCredentials();
}

async function loadSession(): Promise<void> {
  const inline = typeof document !== 'undefined' ? document.getElementById('console-session')?.textContent : undefined;
  if (inline) {
    try {
      credentials.adopt(JSON.parse(inline));
      return;
    } catch {
      // Fall through to the request.
    }
  }
  await credentials.refresh();
}

async function loadConfig(): Promise<void> {
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
  fetch: (input, init) => fetch(input, init),
  onExchange: (exchange) => {
    recordExchange(exchange);
  },
});
// The areas' queries and mutations call this same client (api-ref.ts bindApi).
client.call = api.call;
