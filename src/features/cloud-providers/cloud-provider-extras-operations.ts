import { RawStringResult } from '@/api/schemas/envelope';
import { CloudProvider } from '@/kernel/cloud-provider-schema';
import type * as bodies from './provider-extras-body';
import { bodyOf, op, V } from '@/api/define';

export const cloudProviderExtraOperations = {
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
