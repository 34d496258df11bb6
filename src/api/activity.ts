import type { Exchange } from './client';
import { createListeners } from '@/lib/store';
import { credentials } from './credentials';

/** Every request this console sent, newest first, bounded; no secrets are ever in it. */
/** Entries recorded by an older console have no `notices`. */
type ActivityEntry = Omit<Exchange, 'notices'> & { id: string; notices?: Exchange['notices'] };

const KEY = 'console.activity';
const LIMIT = 500;
const changes = createListeners();
let cache: ActivityEntry[] | undefined;

/**
 * The log is kept where the API key is: on the device only when the person
 * chose "remember on this device", otherwise for this tab only. What a tab did
 * must not outlive a key that was meant to be forgotten with it.
 */
function storages(): { keep: Storage; other: Storage } | undefined {
  try {
    const device = credentials.sourceOf('apiKey') === 'device';
    return device ? { keep: window.localStorage, other: window.sessionStorage } : { keep: window.sessionStorage, other: window.localStorage };
  } catch {
    return undefined;
  }
}

function load(): ActivityEntry[] {
  if (cache) return cache;
  try {
    // Where the log is now, or where it was before the key's choice changed.
    const s = storages();
    cache = JSON.parse(s?.keep.getItem(KEY) ?? s?.other.getItem(KEY) ?? '[]') as ActivityEntry[];
  } catch {
    cache = [];
  }
  return cache;
}

function persist(): void {
  const s = storages();
  try {
    s?.other.removeItem(KEY);
    s?.keep.setItem(KEY, JSON.stringify(cache ?? []));
  } catch {
    // Storage full or blocked: keep the in-memory log.
  }
}

// A key saved or cleared moves the log with it (or out of the device's storage).
if (typeof window !== 'undefined')
  credentials.subscribe(() => {
    load();
    persist();
  });

export function recordExchange(exchange: Exchange): void {
  if (typeof window === 'undefined') return;
  const entry: ActivityEntry = { ...exchange, id: `${exchange.startedAt}-${Math.random().toString(36).slice(2, 8)}` };
  cache = [entry, ...load()].slice(0, LIMIT);
  persist();
  changes.emit();
}

export const activityLog = {
  entries: load,
  clear() {
    cache = [];
    try {
      window.localStorage.removeItem(KEY);
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
    changes.emit();
  },
  subscribe: changes.subscribe,
};
