import { describe, expect, it } from 'vitest';
import { runPool } from './pool';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runPool', () => {
  it('keeps the order of the items whatever order they finish in', async () => {
    const out = await runPool([30, 5, 15, 1], 3, async (ms) => {
      await tick(ms);
      return ms * 2;
    });
    expect(out).toEqual([30, 5, 15, 1].map((ms) => ({ status: 'done', value: ms * 2 })));
  });

  it('never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    await runPool(
      Array.from({ length: 20 }, (_, i) => i),
      4,
      async () => {
        most = Math.max(most, ++running);
        await tick(2);
        running--;
      },
    );
    expect(most).toBe(4);
  });

  it('starts nothing more after a stopping failure, and says which were not sent', async () => {
    const started: number[] = [];
    const out = await runPool(
      [0, 1, 2, 3, 4, 5],
      2,
      async (i) => {
        started.push(i);
        await tick(1);
        if (i === 1) throw new Error('full');
        return i;
      },
      (e) => e instanceof Error && e.message === 'full',
    );
    expect(out[1]).toEqual({ status: 'failed', error: new Error('full') });
    // 0 and 1 ran together; 2 started when 0 finished, before 1 failed; nothing after.
    expect(started).toEqual([0, 1, 2]);
    expect(out.slice(3).every((o) => o.status === 'not-sent')).toBe(true);
  });

  it('goes on after a failure that does not stop it', async () => {
    const out = await runPool([1, 2, 3], 1, async (i) => {
      if (i === 2) throw new Error('bad line');
      return i;
    });
    expect(out.map((o) => o.status)).toEqual(['done', 'failed', 'done']);
  });
});
