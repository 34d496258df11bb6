import { startTransition, useEffect, useState, type ReactNode } from 'react';

// Parts waiting for the first paint are let in one at a time: each after a
// frame, and only once the one before it is on screen, so that the work of
// each (render, commit, layout) is a task of its own rather than one long one.
const waiting: (() => void)[] = [];
let busy = false;

function letNextIn(): void {
  const go = waiting.shift();
  busy = go !== undefined;
  if (!go) return;
  requestAnimationFrame(() => setTimeout(() => startTransition(go)));
}

/**
 * False for a part's first render, true once the screen has painted (and the
 * parts let in before it are on screen). What is below the fold or depends on
 * a time zone (the first Intl formatter with a zone loads the zone data: over
 * 100 ms on a phone) waits for it, and is then rendered in a transition, which
 * React splits into slices of a few milliseconds: the screen shows at once and
 * input is never held up.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let state: 'waiting' | 'admitted' | 'gone' = 'waiting';
    const go = () => {
      // Gone meanwhile (unmounted): the next one's turn.
      if (state === 'gone') return letNextIn();
      state = 'admitted';
      setPainted(true);
    };
    waiting.push(go);
    if (!busy) letNextIn();
    // Runs once this part is on screen (painted is then true), or when it goes before.
    return () => {
      const at = waiting.indexOf(go);
      if (at >= 0) waiting.splice(at, 1);
      else if (state === 'admitted') letNextIn();
      state = 'gone';
    };
  }, [painted]);
  return painted;
}

/**
 * `children` once the screen has painted; `fallback` (about their size, so little
 * moves) until then. A function as children is not even called before.
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode | (() => ReactNode); fallback?: ReactNode }) {
  const painted = useAfterPaint();
  return <>{!painted ? fallback : typeof children === 'function' ? children() : children}</>;
}
