import { object, text, type Read } from '@/api/schemas/read';

/**
 * Whose credentials these are (assumed: `companion-operations.md`, "Whose credentials").
 * `kind` is `api_key` or `session`; `role` is `owner` or `member` (anything else is shown as sent).
 */
export const WhoAmI = object({
  kind: text(),
  name: text(),
  user_id: text(),
  email: text(),
  org_id: text(),
  role: text(),
});
export type WhoAmI = Read<typeof WhoAmI>;
