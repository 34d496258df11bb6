import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '@/ui/lazy';
import { authEvents } from '@/api/auth-events';

// The prompt (and its form) load only when the service first answers 401.
const CredentialPrompt = lazyNamed(() => import('./credential-prompt'), 'CredentialPrompt');

export function CredentialPromptHost() {
  const kind = useSyncExternalStore(authEvents.subscribe, authEvents.pending, () => undefined);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <CredentialPrompt />
    </Suspense>
  );
}
