type PoolOutcome<R> = { status: 'done'; value: R } | { status: 'failed'; error: unknown } | { status: 'not-sent' };

/**
 * Runs `run` over the items, at most `limit` at a time, and returns each
 * item's outcome in the items' order. Once `stop(error)` is true for a failure,
 * nothing more is started (what is under way finishes) and the rest are 'not-sent'.
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
  stop: (error: unknown) => boolean = () => false,
): Promise<PoolOutcome<R>[]> {
  const outcomes: PoolOutcome<R>[] = items.map(() => ({ status: 'not-sent' }));
  let next = 0;
  let stopped = false;
  async function worker() {
    while (!stopped && next < items.length) {
      const index = next++;
      try {
        outcomes[index] = { status: 'done', value: await run(items[index]!, index) };
      } catch (error) {
        outcomes[index] = { status: 'failed', error };
        if (stop(error)) stopped = true;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return outcomes;
}
