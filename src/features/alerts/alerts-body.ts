import * as z from 'zod/mini';
import { freeText, labelText } from '@/api/schemas/text';
import { hostRefusal } from './address-policy';

/** The kinds of channel: a webhook (JSON, signed when it has a secret) and a Slack-compatible webhook (`{ text }`). */
export const CHANNEL_KINDS = ['webhook', 'slack'] as const;

/**
 * Why an address cannot take notifications, or undefined: only http and https, no user name or password in it, and no
 * host that is an address refused whatever the deployment (address-policy.ts; the URL's own reading of the host, so
 * `0` and `2130706433` are judged as the 0.0.0.0 and 127.0.0.1 they reach). The server checks the rest (its own
 * address, private targets where forbidden, what a name resolves to).
 */
export function channelUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address, such as https://hooks.example.com/alerts';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https addresses can receive notifications';
  if (url.username || url.password) return 'Put no user name or password in the address; use the secret to sign instead';
  return hostRefusal(url.hostname);
}

/** Add a notification channel (assumed, companion-operations.md "Alerts"): owners only. */
export const AddAlertChannelBody = z
  .object({
    name: labelText('Name', 60),
    kind: z.enum(CHANNEL_KINDS, { error: 'Choose webhook or Slack' }),
    url: z.string({ error: 'The address is required' }).check(
      z.trim(),
      z.minLength(1, 'The address is required'),
      z.maxLength(2048, 'The address must be at most 2048 characters'),
      z.superRefine((v, ctx) => {
        const problem = v ? channelUrlProblem(v) : undefined;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    secret: z.optional(freeText('The secret', 256)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.kind === 'slack' && v.secret)
        ctx.addIssue({ code: 'custom', path: ['secret'], message: 'A Slack webhook takes no secret: its address is the secret' });
    }),
  );
export type AddAlertChannelBody = z.infer<typeof AddAlertChannelBody>;
