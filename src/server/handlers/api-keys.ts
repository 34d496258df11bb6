import type { ApiKeyRecord, Org } from '@/server/model';
import { isoNow } from '@/server/model';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store';
import { newId } from '@/server/ids';
import { hashApiKey, newApiKey, redactKey } from '@/server/secrets';
import { demoOrg, otherOrg } from '@/server/seed';
import { Fail, type Handlers } from './context';

type ApiKeyHandlers = Pick<Handlers, 'listApiKeys' | 'createApiKey' | 'deleteApiKey'>;

const view = ({ key_hash: _h, ...rest }: ApiKeyRecord) => (void _h, rest);

/**
 * The organization an `x-api-key` opens: the configured keys, or a key created
 * through the API that has not expired (found by its hash). Undefined: 401.
 */
export function orgOfApiKey(key: string | undefined, config: ServerConfig, store: Store, now: number): Org | undefined {
  if (!key) return undefined;
  if (key === config.apiKey) return demoOrg;
  if (key === config.otherOrgApiKey) return otherOrg;
  const hash = hashApiKey(key);
  const found = store.list<ApiKeyRecord>('apiKeys').find((k) => k.key_hash === hash);
  if (!found || Date.parse(found.expires_at) <= now) return undefined;
  return [demoOrg, otherOrg].find((o) => o.id === found.org_id);
}

export const apiKeyHandlers: ApiKeyHandlers = {
  listApiKeys: (ctx) =>
    ctx.store
      .list<ApiKeyRecord>('apiKeys')
      .filter((k) => k.org_id === ctx.org.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(view),

  createApiKey: (ctx) => {
    const plaintext = newApiKey();
    const record: ApiKeyRecord = {
      key_name: newId('key'),
      description: ctx.body.description,
      redacted_key: redactKey(plaintext),
      key_hash: hashApiKey(plaintext),
      creator: 'API key',
      user_id: '',
      org_id: ctx.org.id,
      created_at: isoNow(ctx.now),
      expires_at: isoNow(ctx.now + ctx.body.life_time_in_seconds * 1000),
    };
    ctx.store.put('apiKeys', record.key_name, record);
    ctx.store.countCreate('apiKey');
    return { ...view(record), plaintext_key: plaintext };
  },

  deleteApiKey: (ctx) => {
    const k = ctx.store.get<ApiKeyRecord>('apiKeys', ctx.body.key_name);
    if (!k || k.org_id !== ctx.org.id) throw new Fail('Not-Found', `API key ${ctx.body.key_name} was not found`, 'key_name');
    ctx.store.delete('apiKeys', k.key_name);
    return { key_name: k.key_name, message: `API key ${k.key_name} deleted` };
  },
};
