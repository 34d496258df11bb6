import { operations, type OperationName } from '@/api/operations';

/** A 401 anywhere asks for credentials in place, so the screen and its input stay as they are. */
export type CredentialKind = 'apiKey' | 'sessionToken';

/** The credential an operation takes, as the operations table says. */
export function credentialKindFor(operation: string): CredentialKind {
  return operations[operation as OperationName]?.auth === 'session' ? 'sessionToken' : 'apiKey';
}

let pending: CredentialKind | undefined;
/** How many screens ask for the credential themselves (then no dialog covers them). */
let inlineAsks = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function requestCredentials(kind: CredentialKind): void {
  pending = kind;
  emit();
}

export function clearCredentialRequest(): void {
  pending = undefined;
  emit();
}

/** A screen that shows the credential form in its own body; returns the release. */
export function askInline(): () => void {
  inlineAsks++;
  emit();
  return () => {
    inlineAsks--;
    emit();
  };
}

export const authEvents = {
  pending: () => pending,
  inline: () => inlineAsks > 0,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
