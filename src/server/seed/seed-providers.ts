import type { CloudProviderRecord } from '@/server/model';
import { publicProviders } from '@/server/kernel/public-providers';
import { vendorProviderView } from '@/server/kernel/provider-defaults';

/**
 * The provider a seeded workgroup in this region is created on: the
 * organization's own Active account there, else the one the vendor runs there.
 * A workgroup sits in its provider's region.
 */
export function seededProviderOf(region: string, own: readonly CloudProviderRecord[]): CloudProviderRecord {
  const mine = own.find((p) => p.region === region && p.status === 'Active');
  const vendor = publicProviders.find((p) => p.region === region);
  return mine ?? (vendor ? vendorProviderView(vendor) : own[0]!);
}
