import { useEffect } from 'react';

/** Calls back once the page is live: after hydration, or the first client render. */
export function Hydrated({ onHydrated }: { onHydrated: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
