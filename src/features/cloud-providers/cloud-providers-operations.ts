import { RawStringResult } from '@/api/schemas/envelope';
import { CloudProvider } from '@/kernel/cloud-provider-schema';
import type * as bodies from './cloud-provider-body';
import { bodyOf, op, V } from '@/api/define';

export const cloudProviderOperations = {
  createCloudProvider: op({
    documented: 9,
    method: 'POST',
    path: `${V}/cloud-providers`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'Register cloud provider',
    body: bodyOf<typeof bodies.CreateCloudProviderBody>(),
    result: CloudProvider,
  }),
  getCloudProvider: op({
    assumed: true,
    method: 'GET',
    path: `${V}/cloud-providers/{id}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'Get cloud provider',
    body: undefined,
    result: CloudProvider,
  }),
  updateCloudProvider: op({
    sinceRevisionC: true,
    method: 'PUT',
    path: `${V}/cloud-providers/{id}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'Update cloud provider',
    body: bodyOf<typeof bodies.UpdateCloudProviderBody>(),
    result: CloudProvider,
  }),
  deleteCloudProvider: op({
    sinceRevisionC: true,
    method: 'DELETE',
    path: `${V}/cloud-providers/{id}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'Delete cloud provider',
    body: undefined,
    result: RawStringResult,
  }),
};
