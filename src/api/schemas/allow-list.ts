import * as z from 'zod/mini';
import { orEmpty } from './read';

export const AllowedIp = z.object({
  id: orEmpty(),
  cidr: z.string(),
  note: orEmpty(),
});
export type AllowedIp = z.infer<typeof AllowedIp>;

export const CurrentIp = z.object({
  CurrentIP: z.string(),
  IsAllowed: z.boolean(),
});
export type CurrentIp = z.infer<typeof CurrentIp>;
