import { useEffect, useState } from 'react';

type Read = { isPending: boolean; failureCount: number; fetchStatus: 'fetching' | 'paused' | 'idle' };

/** How long a screen holds its parts back for a slow read: past it they show, and the read lands when it lands. */
export const FIRST_READS_WAIT_MS = 1500;

/**
 * True once every read has answered, failed once (a retry goes on behind) or is not under way (disabled,
 * or waiting for the network), or once FIRST_READS_WAIT_MS have passed; and true from then on, for this
 * `key` (the thing shown: another workspace waits again). A screen whose parts change height with their
 * answers shows them together after this, with one "Reading…" line before: parts arriving one by one
 * would push what is already shown down the page. (A failed read goes back to pending when a new
 * reader mounts and retries it: hence the latch.)
 */
export function useFirstReads(key: string, reads: readonly Read[]): boolean {
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const now = reads.every((q) => !q.isPending || q.failureCount > 0 || q.fetchStatus !== 'fetching');
  if (doneFor !== key && now) setDoneFor(key);
  const done = doneFor === key || now;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDoneFor(key), FIRST_READS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [done, key]);
  return done;
}
