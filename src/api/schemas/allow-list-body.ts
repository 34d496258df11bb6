import * as z from 'zod/mini';
import { freeText } from './text';
import { parseAllowListAddress } from './cidr';

const allowListAddress = z.string({ error: 'An address or range is required' }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const parsed = parseAllowListAddress(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error, input: value });
  }),
);

/** Add or update an allow-list entry. */
export const AllowedIpBody = z.object({
  cidr: allowListAddress,
  note: z.optional(freeText('Note', 256)),
});
export type AllowedIpBody = z.infer<typeof AllowedIpBody>;
