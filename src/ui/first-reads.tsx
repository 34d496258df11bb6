import { useState } from 'react';

type Read = { isPending: boolean; failureCount: number };

/**
 * True once every read has answered, or failed once (a retry goes on behind), and true from then on.
 * A screen whose parts change height with their answers shows them together after this, with one
 * "Reading…" line before: parts arriving one by one would push what is already shown down the page.
 */
export function useFirstReads(reads: readonly Read[]): boolean {
  const [done, setDone] = useState(false);
  const now = reads.every((q) => !q.isPending || q.failureCount > 0);
  if (!done && now) setDone(true);
  return done || now;
}
