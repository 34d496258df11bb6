import { describe, expect, it } from 'vitest';
import { defaultProvider, platformAvailable, providerFits, providerGroups, type ProviderChoice } from './provider-choice';

const p = (id: string, region: string, status = 'Active', platform = 'aws'): ProviderChoice => ({ id, name: id, platform, region, status });
const vendor = [p('v-eu', 'eu-west-1'), p('v-us', 'us-east-1'), p('', 'us-west-2')];
const own = [p('mine-us', 'us-east-1'), p('mine-ap', 'ap-southeast-1'), p('broken', 'us-west-2', 'Error')];

describe('choosing a provider for a workgroup', () => {
  it('groups the vendor’s first, by region, leaving out entries without an id', () => {
    const groups = providerGroups(vendor, own);
    expect(groups.vendor.map((x) => x.id)).toEqual(['v-eu', 'v-us']);
    expect(groups.own.map((x) => x.id)).toEqual(['mine-us', 'mine-ap', 'broken']);
  });

  it('defaults to the vendor’s in the chosen region, else an own Active account there, else nothing', () => {
    expect(defaultProvider(vendor, own, 'aws', 'us-east-1')).toBe('v-us');
    expect(defaultProvider(vendor, own, 'aws', 'ap-southeast-1')).toBe('mine-ap');
    expect(defaultProvider(vendor, own, 'aws', 'us-west-2')).toBeUndefined();
    expect(defaultProvider(vendor, own, 'gcp', 'us-east-1')).toBeUndefined();
  });

  it('tells whether a provider fits a platform and region', () => {
    expect(providerFits(own[0], 'aws', 'us-east-1')).toBe(true);
    expect(providerFits(own[0], 'aws', 'eu-west-1')).toBe(false);
    expect(providerFits(own[0], 'aws', '')).toBe(true);
    expect(providerFits(undefined, 'aws', 'us-east-1')).toBe(false);
  });

  it('a platform is available only where an Active provider runs', () => {
    expect(platformAvailable('aws', vendor, own)).toBe(true);
    expect(platformAvailable('gcp', vendor, own)).toBe(false);
    expect(platformAvailable('azure', vendor, [p('az', 'westeurope', 'Provisioning', 'azure')])).toBe(false);
    expect(platformAvailable('azure', [], [p('az', 'westeurope', 'Active', 'azure')])).toBe(true);
  });
});
