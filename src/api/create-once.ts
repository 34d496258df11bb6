import { useMemo, useRef } from 'react';
import { isApiError } from './api-error';

/** A create whose answer was lost (dropped connection, garbled reply) may have happened. */
export function outcomeUnknown(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'invalid-response');
}

/**
 * Sends a create at most once per intent: after a lost answer, the next attempt
 * first looks for what the lost one may have created, and only sends again when
 * nothing is there. Returns whether the result was recovered rather than created.
 * `uncertain()` says a lost answer is pending: a form that refuses duplicates
 * before sending lets that attempt through, since the "duplicate" may be its own.
 */
export function useCreateOnce() {
  const uncertain = useRef(false);
  return useMemo(() => {
    const createOnce = async <R>(create: () => Promise<R>, findExisting: () => Promise<R | undefined>): Promise<{ result: R; recovered: boolean }> => {
      if (uncertain.current) {
        const existing = await findExisting().catch(() => undefined);
        if (existing !== undefined) {
          uncertain.current = false;
          return { result: existing, recovered: true };
        }
      }
      try {
        const result = await create();
        uncertain.current = false;
        return { result, recovered: false };
      } catch (error) {
        uncertain.current = outcomeUnknown(error);
        throw error;
      }
    };
    return Object.assign(createOnce, { uncertain: () => uncertain.current });
  }, []);
}

export const recoveredDetail = 'The first answer was lost on the way; it had been created, and nothing was sent twice.';
