import { Suspense, lazy, useSyncExternalStore } from 'react';
import { authEvents } from './auth-events';

// The prompt (and its form) load only when the service first answers 401.
const CredentialPrompt = lazy(() => import('./credential-prompt').then((m) => ({ default: m.CredentialPrompt })));

export function CredentialPromptHost() {
  const kind = useSyncExternalStore(authEvents.subscribe, authEvents.pending, () => undefined);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <CredentialPrompt />
    </Suspense>
  );
}
