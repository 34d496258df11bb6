/** Whose credentials a request carries (companion-operations.md, "WhoAmI": assumed). */
export interface Caller {
  kind: 'api_key' | 'session';
  name: string;
  user_id: string;
  email: string;
  org_id: string;
  role: 'owner' | 'member';
}
