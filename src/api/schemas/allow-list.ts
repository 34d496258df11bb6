import { z } from 'zod';
import { freeText } from './text';
import { parseAllowListAddress } from '../../lib/cidr';

export const AllowedIp = z.object({
  id: z.string().optional().default(''),
  cidr: z.string(),
  note: z.string().nullish().transform((v) => v ?? ''),
});
export type AllowedIp = z.infer<typeof AllowedIp>;

export const allowListAddress = z
  .string({ error: 'An address or range is required' })
  .trim()
  .superRefine((value, ctx) => {
    const parsed = parseAllowListAddress(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  });

/** Add or update an allow-list entry. */
export const AllowedIpBody = z.object({
  cidr: allowListAddress,
  note: freeText('Note', 256).optional(),
});
export type AllowedIpBody = z.infer<typeof AllowedIpBody>;

export const CurrentIp = z.object({
  CurrentIP: z.string(),
  IsAllowed: z.boolean(),
});
export type CurrentIp = z.infer<typeof CurrentIp>;
