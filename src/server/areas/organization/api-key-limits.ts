import type { ApiKeyRecord } from '@/server/model';
import type { Store } from '@/server/store/store';
import { Fail, type BaseContext } from '@/server/kernel/context';
import { takeTurn } from '@/server/kernel/rate-window';

/** Live (unexpired) keys an organization may hold: refused past it, well before a list becomes unmanageable. */
export const API_KEYS_PER_ORG = 50;
/** Keys an organization may create in a minute, whichever key asks. */
export const API_KEY_CREATES_PER_MINUTE = 10;
const MINUTE = 60_000;

type Ctx = BaseContext & { callerKey?: ApiKeyRecord };

/** Refuses a creation past the organization's cap or rate (Quota-Exceed, 429; the rate with Retry-After); counts one that may go ahead. */
export function assertCreateAllowed(ctx: Ctx): void {
  const live = ctx.store.list('apiKeys').filter((k) => k.org_id === ctx.org.id && Date.parse(k.expires_at) > ctx.now);
  if (live.length >= API_KEYS_PER_ORG) {
    throw new Fail(
      'Quota-Exceed',
      `This organization already has ${live.length} API keys that have not expired, the most it may hold; delete keys it no longer uses first`,
    );
  }
  takeTurn(ctx.store, ctx.now, [
    {
      bucket: `api-key-creates:${ctx.org.id}`,
      limit: API_KEY_CREATES_PER_MINUTE,
      windowMs: MINUTE,
      reason: (done, wait) => `This organization created ${done} API keys in the last minute, the most it may; try again in ${wait}`,
    },
  ]);
}

/** How long a key made by this request's key may live: no longer than its maker (unbounded for a configured key). */
export function longestLifeMs(ctx: Ctx): number {
  return ctx.callerKey ? Date.parse(ctx.callerKey.expires_at) - ctx.now : Number.POSITIVE_INFINITY;
}

/** The keys that made the caller's key, nearest first (a chain ends at a configured key or a deleted one). */
function makersOf(store: Store, key: ApiKeyRecord): string[] {
  const chain: string[] = [];
  for (let k: ApiKeyRecord | undefined = key; k?.made_by && !chain.includes(k.made_by);) {
    chain.push(k.made_by);
    k = store.get('apiKeys', k.made_by);
  }
  return chain;
}

export function assertMayDelete(ctx: Ctx, target: ApiKeyRecord): void {
  const caller = ctx.callerKey;
  if (!caller || caller.key_name === target.key_name) return;
  const makers = makersOf(ctx.store, caller);
  if (!makers.includes(target.key_name)) return;
  throw new Fail(
    'Forbidden',
    makers[0] === target.key_name
      ? `This request's key (${caller.key_name}) was made by ${target.key_name}: a key cannot delete the key that made it`
      : `This request's key (${caller.key_name}) descends from ${target.key_name} (made through ${makers.slice(0, makers.indexOf(target.key_name)).join(', ')}): a key cannot delete a key it was made from`,
    'key_name',
  );
}
