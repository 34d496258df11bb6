import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** Says plainly when the browser is offline; React Query pauses and resumes on its own. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    (cb) => onlineManager.subscribe(cb),
    () => onlineManager.isOnline(),
    () => true,
  );
  if (online) return null;
  return (
    <div className="offline-banner" role="alert">
      You are offline. Nothing will be sent until the connection is back; lists refresh by themselves when it returns.
    </div>
  );
}
