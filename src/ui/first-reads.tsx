import { useDeferredValue, useState } from 'react';

type Read = { isPending: boolean; failureCount: number; fetchStatus: 'fetching' | 'paused' | 'idle' };

/**
 * True once every read has answered, failed once (a retry goes on behind) or is not under way (disabled,
 * or waiting for the network); and true from then on, for this `key` (the thing shown: another workspace
 * waits again). The parts of a screen whose heights change with these answers show together after this,
 * below what needs none of them (the heading and the first facts, drawn at once), with one "Reading…"
 * line in their place before: parts arriving one by one would push what is already shown down the page.
 * There is no time limit: parts shown before a late answer would be pushed by it. (A failed read goes
 * back to pending when a new reader mounts and retries it: hence the latch.)
 */
export function useFirstReads(key: string, reads: readonly Read[]): boolean {
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const now = reads.every((q) => !q.isPending || q.failureCount > 0 || q.fetchStatus !== 'fetching');
  if (doneFor !== key && now) setDoneFor(key);
  // The parts that were waiting are drawn in a render React can split into slices of a few milliseconds (a deferred
  // value's), not in the one the last answer started: a read's answer re-renders its readers at once and whole, and with
  // every part of a screen at once that was one long task on a phone. Already in on the first render (the answers came
  // with the page): drawn at once. Waiting again (another workspace): at once too.
  const ready = doneFor === key || now;
  const deferred = useDeferredValue(ready);
  return ready && deferred;
}
