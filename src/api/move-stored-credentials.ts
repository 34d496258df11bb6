/**
 * A browser that still holds credentials an earlier console kept in its storage (sessionStorage for the tab,
 * localStorage when remembered) has them moved to the server's session once, then removed from storage.
 */
import { credentials } from './credentials';

const KEYS = { apiKey: 'console.apiKey', sessionToken: 'console.sessionToken', orgs: 'console.orgKeys' } as const;

function readStored(s: Storage) {
  const orgs = (() => {
    try {
      const v: unknown = JSON.parse(s.getItem(KEYS.orgs) ?? '[]');
      return Array.isArray(v)
        ? v.filter(
            (e): e is { orgId: string; label: string; apiKey: string; sessionToken?: string } =>
              typeof e?.orgId === 'string' && typeof e?.label === 'string' && typeof e?.apiKey === 'string',
          )
        : [];
    } catch {
      return [];
    }
  })().map((e) => ({ orgId: e.orgId, label: e.label, apiKey: e.apiKey, ...(e.sessionToken ? { sessionToken: e.sessionToken } : {}) }));
  return { apiKey: s.getItem(KEYS.apiKey) || undefined, sessionToken: s.getItem(KEYS.sessionToken) || undefined, orgs };
}

export async function moveStoredCredentials(): Promise<void> {
  let tab: Storage, device: Storage;
  try {
    tab = window.sessionStorage;
    device = window.localStorage;
  } catch {
    return;
  }
  const stores = [tab, device];
  if (!stores.some((s) => Object.values(KEYS).some((k) => s.getItem(k) !== null))) return;
  try {
    await credentials.change({ do: 'moveIn', tab: readStored(tab), device: readStored(device) });
  } catch {
    // Not moved now (the server could not take them): kept where they are, moved on the next load.
    return;
  }
  for (const s of stores) for (const k of Object.values(KEYS)) s.removeItem(k);
}
