import { expect, it } from 'vitest';
import { retryTransient } from '@/api/api-error';
import { createQueryClient } from './query-client';

it("reads retry by the client's one rule unless their factory says otherwise; writes never retry", () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries?.retry).toBe(retryTransient);
  expect(defaults.mutations?.retry).toBe(false);
});
