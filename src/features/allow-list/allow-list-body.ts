import * as z from 'zod/mini';
import { freeText } from '@/api/schemas/text';
import { parseAllowListAddress } from '@/api/schemas/cidr';

const allowListAddress = z.string({ error: 'An address or range is required' }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const parsed = parseAllowListAddress(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error, input: value });
  }),
);

/** Add or update an allow-list entry. */
export const AllowedIpBody = z.object({
  // The spec's AllowedIP carries an optional string id; any other type is refused, not dropped.
  id: z.optional(z.string({ error: 'id must be a string' }).check(z.maxLength(128))),
  cidr: allowListAddress,
  note: z.optional(freeText('Note', 256)),
});
export type AllowedIpBody = z.infer<typeof AllowedIpBody>;
