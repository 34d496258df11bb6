/** A 401 anywhere asks for credentials in place, so the screen and its input stay as they are. */
export type CredentialKind = 'apiKey' | 'sessionToken';

let pending: CredentialKind | undefined;
const listeners = new Set<() => void>();

export function requestCredentials(kind: CredentialKind): void {
  pending = kind;
  listeners.forEach((l) => l());
}

export function clearCredentialRequest(): void {
  pending = undefined;
  listeners.forEach((l) => l());
}

export const authEvents = {
  pending: () => pending,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
