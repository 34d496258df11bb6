/**
 * The keys of the organizations this person belongs to, one per organization, labelled by the
 * organization's display name as read with that key. Kept like the API key (credentials.ts): in
 * sessionStorage, or in localStorage for an entry saved with "remember on this device"; never in
 * a URL or a log. Only the active organization's key is ever sent (it is the API key in use).
 */
import { createStore } from '@/lib/store';
import { credentials } from './credentials';

export interface OrgKey {
  /** The organization's id as its key reads it (`GET /org/self`), or `key:<mask>` where the service does not say. */
  orgId: string;
  label: string;
  /** Empty for the embedded demo's organization, whose key the server hands out. */
  apiKey: string;
  /** The owner session token used with this organization, if one was entered while it was active. */
  sessionToken?: string;
  remember: boolean;
}

const KEY = 'console.orgKeys';
const version = createStore(0);

function stores(): { session?: Storage; device?: Storage } {
  try {
    return { session: window.sessionStorage, device: window.localStorage };
  } catch {
    return {};
  }
}

function readFrom(s: Storage | undefined): OrgKey[] {
  try {
    const v: unknown = JSON.parse(s?.getItem(KEY) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v.filter(
      (e): e is OrgKey => typeof e === 'object' && e !== null && typeof e.orgId === 'string' && typeof e.label === 'string' && typeof e.apiKey === 'string',
    );
  } catch {
    return [];
  }
}

function write(all: OrgKey[]): void {
  const { session, device } = stores();
  try {
    session?.setItem(KEY, JSON.stringify(all.filter((e) => !e.remember)));
    device?.setItem(KEY, JSON.stringify(all.filter((e) => e.remember)));
  } catch {
    // Storage full or blocked: the switcher keeps what it had.
  }
  version.set(version.get() + 1);
}

export const orgKeys = {
  list(): OrgKey[] {
    const { session, device } = stores();
    const all = [...readFrom(session), ...readFrom(device)];
    return all.filter((e, i) => all.findIndex((o) => o.orgId === e.orgId) === i).sort((a, b) => a.label.localeCompare(b.label));
  },
  /** Adds an organization's key, or replaces the one it had. */
  put(entry: OrgKey): void {
    write([...orgKeys.list().filter((e) => e.orgId !== entry.orgId), entry]);
  },
  remove(orgId: string): void {
    write(orgKeys.list().filter((e) => e.orgId !== orgId));
  },
  /** The entry of the key in use: the demo's when the server's key is in use. */
  active(): OrgKey | undefined {
    const source = credentials.sourceOf('apiKey');
    const key = credentials.apiKey();
    return orgKeys.list().find((e) => (source === 'demo' ? e.apiKey === '' : e.apiKey !== '' && e.apiKey === key));
  },
  subscribe: version.subscribe,
  version: version.get,
};
