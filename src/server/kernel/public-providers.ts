import { regions } from '@/server/catalog';

/**
 * The providers the vendor runs itself (vendor-later-operations.md, revision D):
 * one per platform and region this control plane offers, always Active, on the
 * current components. An organization without a cloud account of its own
 * creates its workgroups on these. A fixed catalog, not stored: every
 * organization and every data directory sees the same ones.
 */
export const VENDOR_ORG = 'org-vendor';

/** The components a provider runs, newest first: what an upgrade moves an older provider to. */
export const currentComponents = [
  { name: 'operator', version: '1.9.2' },
  { name: 'agent', version: '4.2.1' },
  { name: 'ingress', version: '1.11.0' },
];
export const currentComponentVersions = currentComponents.map((c) => `${c.name} ${c.version}`).join(', ');
export const currentProviderVersion = currentComponents[0]!.version;

export interface PublicProvider {
  id: string;
  name: string;
  org_id: string;
  platform: string;
  region: string;
  status: string;
  version: string;
  version_number: number;
  component_versions: string;
}

export const publicProviders: PublicProvider[] = regions.map((r) => ({
  id: `cp-vendor-aws-${r.name}`,
  name: `Graph Cloud on AWS, ${r.description}`,
  org_id: VENDOR_ORG,
  platform: 'aws',
  region: r.name,
  status: 'Active',
  version: currentProviderVersion,
  version_number: 7,
  component_versions: currentComponentVersions,
}));

export function findPublicProvider(id: string): PublicProvider | undefined {
  return publicProviders.find((p) => p.id === id);
}
