import * as z from 'zod/mini';
import { withArticle } from '@/lib/labels';

/** The checks of the settings forms: loaded with the forms, not before them (see ui/zod-resolver). */
export const PricesForm = z.object({
  currency: z.string().check(z.trim(), z.regex(/^[A-Za-z$€£¥]{1,3}$/, 'A currency code or sign, like USD or €')),
  perVcpuHour: z
    .number('Enter a price, like 0.12')
    .check(z.gte(0, 'A price cannot be negative'), z.lte(1000, 'More than 1,000 per vCPU-hour: check the figure')),
});

export const secret = (label: string, noun: string) =>
  z.object({
    value: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, `${label} is required`),
        z.maxLength(512, `${label} must be at most 512 characters`),
        z.regex(/^[\x21-\x7e]*$/, `${label} has spaces or characters ${withArticle(noun)} never has`),
      ),
    remember: z.boolean(),
  });
