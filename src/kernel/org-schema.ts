import { flag, list, num, object, text, time, type Read } from '@/api/schemas/read';
import { AddonPrice, StoragePrice } from '@/kernel/addon-schema';

export const OrgQuota = object({
  org_id: text(),
  tier: text(),
  max_workspace_type: text(),
  max_workspace_memory: text(),
  memory_limit: text(),
  memory_usage_in_bytes: num(),
  rw_workspace_count_limit: num(),
  rw_workspace_count_usage: num(),
  ro_workspace_count_limit: num(),
  ro_workspace_count_usage: num(),
  workspace_manual_backup_count_limit: num(),
  workspace_auto_backup_count_limit: num(),
  workspace_auto_backup_retention_in_days: num(),
});
export type OrgQuota = Read<typeof OrgQuota>;

export const Organization = object({
  org_id: text(),
  org_name: text(),
  org_display_name: text(),
  logo_url: text(),
  create_time: time(),
  // Revision D: set when a payment failed (kernel/delinquency.ts).
  delinquent_since: time(),
});
export type Organization = Read<typeof Organization>;

const WorkspacePrice = object({
  workspace_type: text(),
  platform: text(),
  region: text(),
  ha: flag(),
  price_per_hour: num(),
});
export type WorkspacePrice = Read<typeof WorkspacePrice>;

export const ResourcePricing = object({
  workspace_pricing: list(WorkspacePrice),
  data_storage_pricing: list(StoragePrice),
  addon_pricing: list(AddonPrice),
});
export type ResourcePricing = Read<typeof ResourcePricing>;

export const ApiKey = object(
  {
    key_name: text(),
    description: text(),
    redacted_key: text(),
    // Only in the answer to Create; a notice never repeats it.
    plaintext_key: text({ secret: true }),
    creator: text(),
    created_at: time(),
    expires_at: time(),
  },
  { key: 'key_name', keyless: 'keep' },
);
export type ApiKey = Read<typeof ApiKey>;
