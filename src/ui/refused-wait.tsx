import { useEffect } from 'react';
import type { ApiError } from '@/api/api-error';
import { useSecondsLeft } from './rate-limit-wait';

// Apart from RateLimitWait, which every screen loads: this loads only with the screens whose changes it waits out.

const gap = { margin: '0.25rem 0 0' };

/** "7 s", "9 min 58 s". */
const leftText = (s: number) => (s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`);

/**
 * A change the service refused until a wait is over (429 with Retry-After; a change is never retried by
 * itself): its Reason, said once, and the time left, counting down; `onDone` when the wait is over.
 */
export function RefusedWait({ error, action, id, onDone }: { error: ApiError; action: string; id?: string; onDone: () => void }) {
  const waiting = { key: `${error.requestId}#${error.retryAfterSeconds}`, waitMs: (error.retryAfterSeconds ?? 5) * 1000 };
  const left = useSecondsLeft(waiting);
  const over = left === 0;
  useEffect(() => {
    if (over) onDone();
  }, [over]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    // Styled here, not in the stylesheet every screen loads.
    <div className="small" style={{ maxWidth: '36rem' }}>
      <p role="alert" style={gap}>
        {error.reason}
      </p>
      <p className="muted" id={id} style={gap}>
        You can {action} in {leftText(left)}.
      </p>
    </div>
  );
}
