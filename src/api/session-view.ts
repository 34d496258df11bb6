/**
 * What the page may know of the credentials the console's server keeps for it (server/http/session): which
 * kinds are held, where from, and each in its masked form; never a secret. And the changes the page may ask
 * for: the one shape the server's session endpoint validates and the client sends (api/credentials.ts).
 */
import { z } from 'zod';

export const credentialKinds = ['apiKey', 'sessionToken'] as const;
export type CredentialKind = (typeof credentialKinds)[number];
/** none: not held; demo: the embedded demo's own; session: for this browser session; device: remembered on this device. */
export type CredentialSource = 'none' | 'demo' | 'session' | 'device';

const held = z.object({ source: z.enum(['none', 'demo', 'session', 'device']), masked: z.string() });
export const sessionViewSchema = z.object({
  apiKey: held,
  /** `claims`: whom the token names, where it is a JWT that says (lib/token-claims.ts): to explain in advance what the service will decide. */
  sessionToken: held.extend({
    claims: z.object({ sub: z.string().optional(), email: z.string().optional(), preferred_username: z.string().optional() }).optional(),
  }),
  /** The organizations this person switches between: their labels and masked keys (the demo's: its key is the server's). */
  orgs: z.array(z.object({ orgId: z.string(), label: z.string(), masked: z.string(), demo: z.boolean(), hasToken: z.boolean(), remember: z.boolean() })),
  /** The organization of the key in use, when it is in the list. */
  active: z.string().optional(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
export type OrgEntryView = SessionView['orgs'][number];

export const emptySessionView: SessionView = {
  apiKey: { source: 'none', masked: 'not set' },
  sessionToken: { source: 'none', masked: 'not set' },
  orgs: [],
};

const secret = z.string().min(1).max(512);
const orgId = z.string().min(1).max(200);
const label = z.string().max(200);
/** What an earlier console kept in one of the browser's storages: moved to the session once (api/credentials.ts). */
const stored = z.object({
  apiKey: secret.optional(),
  sessionToken: secret.optional(),
  orgs: z
    .array(z.object({ orgId, label, apiKey: z.string().max(512), sessionToken: secret.optional() }))
    .max(20)
    .optional(),
});

export const sessionChangeSchema = z.discriminatedUnion('do', [
  /** Keep this key or token (remembered on this device, or for this browser session); `orgId`: the organization it opens, whose entry takes it. */
  z.object({ do: z.literal('save'), kind: z.enum(credentialKinds), value: secret, remember: z.boolean(), orgId: orgId.optional() }),
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

/** The header every request of the console's own pages carries: a page of another origin cannot send it without the server's leave. */
export const CONSOLE_REQUEST_HEADER = 'x-console-request';
