import { afterEach } from 'vitest';

/**
 * What a test starts (servers, receivers, folders) is closed after it, passed or failed, last first.
 * `closed(x)` keeps `x` for the clean-up and returns it; `atEnd(step)` adds any other step.
 */
export function closeAfterEach() {
  const steps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return {
    atEnd: (step: () => Promise<void>) => void steps.push(step),
    closed: async <T extends { close: () => Promise<void> }>(started: T | Promise<T>): Promise<T> => {
      const s = await started;
      steps.push(s.close);
      return s;
    },
  };
}
