import { describe, expect, it } from 'vitest';
import { ApiError, retryTransient } from './api-error';
import { orgQueries } from '@/kernel/org-queries';
import { billingQueries } from '@/features/billing/billing-queries';
import { userQueries } from '@/kernel/users-queries';
import { addonQueries } from '@/features/addons/addons-queries';

const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) => new ApiError({ kind: 'http', status: 500, message: 'x', ...init });

describe('where reads are retried', () => {
  it('the client retries a read only on what may pass: network, 5xx, a short rate limit; never not offered, 4xx or past three', () => {
    expect(retryTransient(0, error({ kind: 'network', status: 0 }))).toBe(true);
    expect(retryTransient(2, error({ status: 503 }))).toBe(true);
    expect(retryTransient(3, error({ status: 503 }))).toBe(false);
    expect(retryTransient(0, error({ status: 429, retryAfterSeconds: 5 }))).toBe(true);
    expect(retryTransient(0, error({ status: 429, retryAfterSeconds: 600 }))).toBe(false);
    expect(retryTransient(0, error({ kind: 'not-offered', status: 502 }))).toBe(false);
    expect(retryTransient(0, error({ status: 404 }))).toBe(false);
    expect(retryTransient(0, new Error('not an ApiError'))).toBe(false);
  });

  it('reads made beside a screen’s subject are asked once by their factory, not at each call site', () => {
    const asked = [
      orgQueries.self(),
      orgQueries.quota(),
      orgQueries.pricing(),
      billingQueries.credit(),
      billingQueries.status(),
      billingQueries.validation(),
      billingQueries.customer(),
      userQueries.list(),
      addonQueries.installed(),
      addonQueries.workspaces('addon-1'),
    ];
    expect(asked.map((q) => [q.queryKey.join('/'), q.retry])).toEqual(asked.map((q) => [q.queryKey.join('/'), false]));
  });
});
