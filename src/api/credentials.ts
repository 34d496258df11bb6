/**
 * Where the console keeps the API key and the owner session token: in
 * sessionStorage by default, in localStorage only when the user chooses
 * "remember on this device". Never in a URL, never logged.
 */
import { createStore } from '@/lib/store';

type Kind = 'apiKey' | 'sessionToken';
type CredentialSource = 'none' | 'demo' | 'session' | 'device';

const storageKey: Record<Kind, string> = { apiKey: 'console.apiKey', sessionToken: 'console.sessionToken' };
let demoApiKey: string | undefined;
/** Counts the changes: what useSyncExternalStore compares. */
const version = createStore(0);

function stores(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

function read(kind: Kind): { value: string | undefined; source: CredentialSource } {
  const [session, device] = stores();
  const fromSession = session?.getItem(storageKey[kind]);
  if (fromSession) return { value: fromSession, source: 'session' };
  const fromDevice = device?.getItem(storageKey[kind]);
  if (fromDevice) return { value: fromDevice, source: 'device' };
  if (kind === 'apiKey' && demoApiKey) return { value: demoApiKey, source: 'demo' };
  return { value: undefined, source: 'none' };
}

function notify(): void {
  version.set(version.get() + 1);
}

export const credentials = {
  apiKey: () => read('apiKey').value,
  sessionToken: () => read('sessionToken').value,
  sourceOf: (kind: Kind) => read(kind).source,
  /** The embedded control plane's demo key, used until the user sets one. */
  setDemoApiKey(key: string | undefined) {
    demoApiKey = key;
    notify();
  },
  save(kind: Kind, value: string, remember: boolean) {
    const [session, device] = stores();
    session?.removeItem(storageKey[kind]);
    device?.removeItem(storageKey[kind]);
    if (value) (remember ? device : session)?.setItem(storageKey[kind], value);
    notify();
  },
  clear(kind: Kind) {
    stores().forEach((s) => s.removeItem(storageKey[kind]));
    notify();
  },
  subscribe: version.subscribe,
  version: version.get,
};

/**
 * Shows a secret by its first four and last four characters, enough to tell two
 * keys apart ("demo••••••••-key" from "prod••••••••-key"), never the whole: one
 * shorter than 12 characters shows only its last four, one of 8 or fewer nothing.
 */
export function maskSecret(value: string | undefined): string {
  if (!value) return 'not set';
  if (value.length <= 8) return '••••••••';
  if (value.length < 12) return `••••••••${value.slice(-4)}`;
  return `${value.slice(0, 4)}••••••••${value.slice(-4)}`;
}
