import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError, rateLimitWaitMs } from '@/api/api-error';

export interface Waiting {
  /** What the wait is for (a read: its query hash and failure count); a new key starts a new wait. */
  key: string;
  waitMs: number;
}

/** A read that is waiting out a rate limit before it retries, if any. */
function useWaitingRead(): Waiting | undefined {
  const cache = useQueryClient().getQueryCache();
  const snapshot = () => {
    for (const q of cache.getAll()) {
      const reason = q.state.fetchFailureReason;
      if (q.state.fetchStatus === 'fetching' && isApiError(reason) && reason.rateLimited)
        return `${q.queryHash}#${q.state.fetchFailureCount}#${rateLimitWaitMs(reason)}`;
    }
    return '';
  };
  const found = useSyncExternalStore(
    (l) => cache.subscribe(l),
    snapshot,
    () => '',
  );
  if (!found) return undefined;
  const waitMs = Number(found.slice(found.lastIndexOf('#') + 1));
  return { key: found, waitMs };
}

/** Whole seconds left of a wait of `waitMs` from when `key` was first seen (a new key starts a new wait), ticking each second. */
export function useSecondsLeft(waiting: Waiting | undefined): number {
  const [since, setSince] = useState<{ key: string; at: number }>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!waiting) return;
    setSince((s) => (s?.key === waiting.key ? s : { key: waiting.key, at: Date.now() }));
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting?.key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!waiting) return 0;
  const start = since?.key === waiting.key ? since.at : now;
  return Math.max(0, Math.ceil((waiting.waitMs - Math.max(0, now - start)) / 1000));
}

/** "Rate limited: retrying in 6 s", counting down while a read waits out a 429. */
export function RateLimitWait() {
  const waiting = useWaitingRead();
  const left = useSecondsLeft(waiting);
  if (!waiting) return null;
  return (
    <p className="muted small" role="status">
      The control service is rate limiting requests: retrying in {left} s.
    </p>
  );
}
