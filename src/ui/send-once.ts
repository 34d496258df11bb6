import { useCallback, useRef } from 'react';

/**
 * Guards a submit so it runs once at a time: a double click or Enter held down
 * starts one request. The lock is taken synchronously, before React re-renders.
 */
export function useSubmitLock() {
  const busy = useRef(false);
  return useCallback(async <R>(run: () => Promise<R>): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await run();
    } finally {
      busy.current = false;
    }
  }, []);
}

export type SendOnce = (action: () => Promise<unknown>) => void;

/**
 * How every confirmation and one-click action sends: once, however often it is clicked or Enter is pressed, until
 * its request settles (the lock of `useSubmitLock`, taken before React re-renders the button disabled). The action
 * returns the request's promise (`mutateAsync`), so the lock spans the whole request and what follows its success.
 * A refusal goes no further: it shows in the caller's `FormError`, which takes focus.
 */
export function useSendOnce(): SendOnce {
  const lock = useSubmitLock();
  return useCallback((action: () => Promise<unknown>) => void lock(action).catch(() => undefined), [lock]);
}
