import { knownRow } from './loaded-operations';
import { createStore } from '@/lib/store';

/** A 401 anywhere asks for credentials in place, so the screen and its input stay as they are. */
export type CredentialKind = 'apiKey' | 'sessionToken';

/** The credential an operation takes, as the operations table says. */
export function credentialKindFor(operation: string): CredentialKind {
  return knownRow(operation)?.auth === 'session' ? 'sessionToken' : 'apiKey';
}

const pending = createStore<CredentialKind | undefined>(undefined);
/** How many screens ask for the credential themselves (then no dialog covers them). */
const inlineAsks = createStore(0);

export function requestCredentials(kind: CredentialKind): void {
  pending.set(kind);
}

export function clearCredentialRequest(): void {
  pending.set(undefined);
}

/** A screen that shows the credential form in its own body; returns the release. */
export function askInline(): () => void {
  inlineAsks.set(inlineAsks.get() + 1);
  return () => inlineAsks.set(inlineAsks.get() - 1);
}

export const authEvents = {
  pending: pending.get,
  inline: () => inlineAsks.get() > 0,
  subscribe(l: () => void) {
    const offPending = pending.subscribe(l);
    const offInline = inlineAsks.subscribe(l);
    return () => {
      offPending();
      offInline();
    };
  },
};
