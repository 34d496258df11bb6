import type { CloudProviderRecord } from './model';
import { findPublicProvider } from './public-providers';
import { vendorProviderView } from './provider-defaults';

// Own accounts and the vendor's, in turn; each workgroup then takes its provider's region.
const cycle = ['cp-aws-prod', 'cp-aws-eu', 'cp-aws-prod', 'cp-vendor-aws-us-west-2', 'cp-aws-eu', 'cp-vendor-aws-ap-southeast-1'];

/** The provider the g-th seeded workgroup is created on (never one in Error). */
export function seededProviderOf(g: number, own: readonly CloudProviderRecord[]): CloudProviderRecord {
  const id = cycle[g % cycle.length]!;
  const vendor = findPublicProvider(id);
  return own.find((p) => p.id === id) ?? (vendor ? vendorProviderView(vendor) : own[0]!);
}
