import type { Exchange } from './client';

/** Every request this console sent, newest first, bounded; no secrets are ever in it. */
/** Entries recorded by an older console have no `notices`. */
export type ActivityEntry = Omit<Exchange, 'notices'> & { id: string; notices?: Exchange['notices'] };

const KEY = 'console.activity';
const LIMIT = 500;
const listeners = new Set<() => void>();
let cache: ActivityEntry[] | undefined;

function load(): ActivityEntry[] {
  if (cache) return cache;
  try {
    cache = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as ActivityEntry[];
  } catch {
    cache = [];
  }
  return cache;
}

export function recordExchange(exchange: Exchange): void {
  if (typeof window === 'undefined') return;
  const entry: ActivityEntry = { ...exchange, id: `${exchange.startedAt}-${Math.random().toString(36).slice(2, 8)}` };
  cache = [entry, ...load()].slice(0, LIMIT);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(cache));
  } catch {
    // Storage full or blocked: keep the in-memory log.
  }
  listeners.forEach((l) => l());
}

export const activityLog = {
  entries: load,
  clear() {
    cache = [];
    window.localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
