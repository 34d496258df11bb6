import type { Store } from '@/server/store/store';
import { seenStates } from './monitoring';
import { observe } from '@/server/kernel/monitoring-state';

const EVERY_MS = 30_000;

/** Notes every workspace's state every 30 s, so history knows when one was paused or resized even if nobody looked then. */
export function startStateRecorder(store: Store): { stop: () => void } {
  const tick = () => {
    const now = Date.now();
    const seen = seenStates(store);
    try {
      for (const ws of store.list('workspaces')) observe(store, ws, now, seen);
    } catch (e) {
      // A full disk must not stop the server: the next tick tries again.
      console.error(`monitoring: could not note workspace states (${e instanceof Error ? e.message : String(e)})`);
    }
  };
  tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
