import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The answers a server-drawn screen was drawn from, handed to the page beside it. */
export type ServerData = { key: QueryKey; data: unknown; at: number }[];

/** Puts the server's answers in the cache, as fresh as they were when it asked. */
export function seedQueryCache(queryClient: QueryClient, raw: string): void {
  const entries = JSON.parse(raw) as ServerData;
  if (!Array.isArray(entries)) throw new Error('not server data');
  for (const { key, data, at } of entries) {
    if (!Array.isArray(key) || data === undefined || typeof at !== 'number') throw new Error('not server data');
    queryClient.setQueryData(key, data, { updatedAt: at });
  }
}
