/**
 * What the page may know of the credentials the console's server keeps for it (server/http/session): which
 * kinds are held, where from, and each in its masked form; never a secret. And the changes the page may ask
 * for: the one shape the server's session endpoint validates and the client sends (api/credentials.ts).
 */
import * as z from 'zod/mini';

export const credentialKinds = ['apiKey', 'sessionToken'] as const;
export type CredentialKind = (typeof credentialKinds)[number];
/** none: not held; demo: the embedded demo's own; session: for this browser session; device: remembered on this device. */
export type CredentialSource = 'none' | 'demo' | 'session' | 'device';

const held = { source: z.enum(['none', 'demo', 'session', 'device']), masked: z.string() };
export const sessionViewSchema = z.object({
  apiKey: z.object(held),
  /** `claims`: whom the token names, where it is a JWT that says (lib/token-claims.ts): to explain in advance what the service will decide. */
  sessionToken: z.object({
    ...held,
    claims: z.optional(z.object({ sub: z.optional(z.string()), email: z.optional(z.string()), preferred_username: z.optional(z.string()) })),
  }),
  /** The organizations this person switches between: their labels and masked keys (the demo's: its key is the server's). */
  orgs: z.array(z.object({ orgId: z.string(), label: z.string(), masked: z.string(), demo: z.boolean(), hasToken: z.boolean(), remember: z.boolean() })),
  /** The organization of the key in use, when it is in the list. */
  active: z.optional(z.string()),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
export type OrgEntryView = SessionView['orgs'][number];

const secret = z.string().check(z.minLength(1), z.maxLength(512));
const orgId = z.string().check(z.minLength(1), z.maxLength(200));
const label = z.string().check(z.maxLength(200));
/** What an earlier console kept in one of the browser's storages: moved to the session once (api/credentials.ts). */
const stored = z.object({
  apiKey: z.optional(secret),
  sessionToken: z.optional(secret),
  orgs: z.optional(z.array(z.object({ orgId, label, apiKey: z.string().check(z.maxLength(512)), sessionToken: z.optional(secret) })).check(z.maxLength(20))),
});

export const sessionChangeSchema = z.discriminatedUnion('do', [
  /** Keep this key or token (remembered on this device, or for this browser session); `orgId`: the organization it opens, whose entry takes it. */
  z.object({ do: z.literal('save'), kind: z.enum(credentialKinds), value: secret, remember: z.boolean(), orgId: z.optional(orgId) }),
  z.object({ do: z.literal('clear'), kind: z.enum(credentialKinds) }),
  /** Another organization's key, checked by the page, added to the list (or replacing its key). */
  z.object({ do: z.literal('addOrg'), orgId, label, apiKey: secret, remember: z.boolean() }),
  /** The key in use, once the service said which organization it opens, joins the list. */
  z.object({ do: z.literal('registerCurrent'), orgId, label }),
  z.object({ do: z.literal('relabel'), orgId, label }),
  z.object({ do: z.literal('removeOrg'), orgId }),
  /** That organization's key (and the session token kept with it) becomes the one in use. */
  z.object({ do: z.literal('switch'), orgId }),
  /** What an earlier console had kept in sessionStorage (tab) and localStorage (device). */
  z.object({ do: z.literal('moveIn'), tab: stored, device: stored }),
]);
export type SessionChange = z.infer<typeof sessionChangeSchema>;

export { CONSOLE_REQUEST_HEADER } from './console-request-header';
