import { num, object, text, type Read } from '@/api/schemas/read';

/** `GET /cloud-providers/public` (revision D): a provider the vendor runs, offered to every organization. */
export const PublicCloudProvider = object(
  {
    id: text(),
    name: text(),
    org_id: text(),
    platform: text(),
    region: text(),
    status: text(),
    version: text(),
    version_number: num(),
    component_versions: text(),
  },
  { key: 'id', keyless: 'keep' },
);
export type PublicCloudProvider = Read<typeof PublicCloudProvider>;
