import { RawStringResult } from '@/api/schemas/envelope';
import { CloudProvider } from './cloud-provider-schema';
import { list } from '@/api/schemas/read';
import { PublicCloudProvider } from './public-provider-schema';
import type * as bodies from './provider-extras-body';
import { bodyOf, op, V } from '@/api/define';

export const cloudProviderExtraOperations = {
  listPublicCloudProviders: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/cloud-providers/public`,
    auth: 'apiKey',
    access: 'org',
    resource: 'cloudProviders',
    title: 'List vendor-operated cloud providers',
    body: undefined,
    result: list(PublicCloudProvider),
    list: true,
  }),
  validateCloudProvider: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/cloud-providers/validate`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'Validate cloud provider',
    body: bodyOf<typeof bodies.ValidateCloudProviderBody>(),
    result: RawStringResult,
  }),
  upgradeCloudProvider: op({
    sinceRevisionC: true,
    method: 'PUT',
    path: `${V}/cloud-providers/{id}/upgrade`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'Upgrade cloud provider',
    body: bodyOf<typeof bodies.UpgradeCloudProviderBody>(),
    result: CloudProvider,
  }),
};
