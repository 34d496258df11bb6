/** What create-workgroup needs of a provider, the vendor's or the organization's own. */
export interface ProviderChoice {
  id: string;
  name: string;
  platform: string;
  region: string;
  status: string;
}

const isActive = (p: ProviderChoice) => p.status.toLowerCase() === 'active';
const byRegionThenName = (a: ProviderChoice, b: ProviderChoice) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name);

/** The two groups of the provider list, the vendor's first; entries without an id cannot be named in a request and are left out. */
export function providerGroups(vendor: readonly ProviderChoice[], own: readonly ProviderChoice[]) {
  return {
    vendor: vendor.filter((p) => p.id).sort(byRegionThenName),
    own: own.filter((p) => p.id),
  };
}

/**
 * The provider to choose for a platform and region: the vendor's Active one there
 * (nothing to set up), else one of the organization's own Active accounts there.
 */
export function defaultProvider(vendor: readonly ProviderChoice[], own: readonly ProviderChoice[], platform: string, region: string): string | undefined {
  const fits = (p: ProviderChoice) => p.id && isActive(p) && p.platform === platform && p.region === region;
  return (vendor.find(fits) ?? own.find(fits))?.id;
}

/** Does this provider host a workgroup on that platform in that region? */
export function providerFits(p: ProviderChoice | undefined, platform: string, region: string): boolean {
  return Boolean(p && p.platform === platform && (!region || p.region === region));
}

/** Does any provider, the vendor's or the organization's, run Active on this platform? A platform without one cannot be chosen. */
export function platformAvailable(platform: string, vendor: readonly ProviderChoice[], own: readonly ProviderChoice[]): boolean {
  return [...vendor, ...own].some((p) => p.platform === platform && isActive(p));
}
