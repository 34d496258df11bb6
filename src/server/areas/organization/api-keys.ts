import type { ApiKeyRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { newId } from '@/server/store/ids';
import { hashApiKey, newApiKey, redactKey } from '@/server/access/secrets';
import { Fail, type Handlers } from '@/server/kernel/context';
import { assertCreateAllowed, assertMayDelete, longestLifeMs } from './api-key-limits';

type ApiKeyHandlers = Pick<Handlers, 'listApiKeys' | 'createApiKey' | 'deleteApiKey'>;

const view = ({ key_hash: _h, made_by: _m, ...rest }: ApiKeyRecord) => (void [_h, _m], rest);

export const apiKeyHandlers: ApiKeyHandlers = {
  listApiKeys: (ctx) =>
    ctx.store
      .list('apiKeys')
      .filter((k) => k.org_id === ctx.org.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(view),

  createApiKey: (ctx) => {
    const caller = ctx.callerKey;
    const longest = longestLifeMs(ctx);
    const life = ctx.body.life_time_in_seconds * 1000;
    if (caller && life > longest) {
      // Refused rather than cut short: the key asked for is not the key made, and nothing tells a script so.
      const days = Math.floor(longest / 86_400_000);
      throw new Fail(
        'Bad-Request',
        `This request's key (${caller.key_name}) expires at ${caller.expires_at}, and a key cannot outlive the key that made it: ` +
          (days >= 1 ? `ask for at most ${Math.floor(longest / 1000)} seconds (${days} days)` : 'it expires within a day, too soon to make keys'),
        'life_time_in_seconds',
      );
    }
    assertCreateAllowed(ctx);
    const plaintext = newApiKey();
    const record: ApiKeyRecord = {
      key_name: newId('key'),
      description: ctx.body.description,
      redacted_key: redactKey(plaintext),
      key_hash: hashApiKey(plaintext),
      // The key acts for whoever made it (server/access/identity.ts).
      creator: ctx.caller?.email || ctx.caller?.name || (caller ? `API key ${caller.key_name}` : 'API key'),
      user_id: ctx.caller?.user_id ?? '',
      org_id: ctx.org.id,
      created_at: isoNow(ctx.now),
      expires_at: isoNow(ctx.now + life),
      made_by: caller?.key_name ?? '',
    };
    ctx.store.put('apiKeys', record.key_name, record);
    ctx.store.countCreate('apiKey');
    return { ...view(record), plaintext_key: plaintext };
  },

  deleteApiKey: (ctx) => {
    const k = ctx.store.get('apiKeys', ctx.body.key_name);
    if (!k || k.org_id !== ctx.org.id) throw new Fail('Not-Found', `API key ${ctx.body.key_name} was not found`, 'key_name');
    // A member deletes their own keys; someone else's key is an owner's to delete.
    if (ctx.caller?.role !== 'owner' && k.user_id !== ctx.caller?.user_id)
      throw new Fail(
        'Forbidden',
        `API key ${k.key_name} is ${k.creator || 'someone else'}'s: only an organization owner can delete another person's key`,
        'key_name',
      );
    // The key in use may delete itself (the console asks twice first); never a key it descends from.
    assertMayDelete(ctx, k);
    ctx.store.purge('apiKeys', k.key_name);
    return { key_name: k.key_name, message: `API key ${k.key_name} deleted` };
  },
};
