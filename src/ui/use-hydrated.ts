import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a server-drawn screen is being taken over (and on the server),
 * true otherwise. What only the browser knows (such as its platform) is shown
 * once it is true, so the takeover matches the server's markup exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
