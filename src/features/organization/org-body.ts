import * as z from 'zod/mini';
import { freeText, wholeNumber } from '@/api/schemas/text';

const DAY = 86_400;
export const CreateApiKeyBody = z.object({
  description: freeText('Description', 256).check(z.trim(), z.minLength(1, 'Description is required')),
  life_time_in_seconds: wholeNumber('Lifetime', DAY, 3 * 365 * DAY),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

export const DeleteApiKeyBody = z.object({ key_name: z.string().check(z.minLength(1, 'A key name is required'), z.maxLength(128)) });
