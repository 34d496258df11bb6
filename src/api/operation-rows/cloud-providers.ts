import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/cloud-provider-body';
import type * as access from '@/api/schemas/org-body';
import { bodyOf, op, V } from '@/api/resources/define';

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
    result: s.CloudProvider,
  }),
  listCloudProviders: op({
    assumed: true,
    method: 'GET',
    path: `${V}/cloud-providers`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'List cloud providers',
    body: undefined,
    result: list(s.CloudProvider),
    list: true,
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
    result: s.CloudProvider,
  }),
  updateCloudProvider: op({
    sinceRevisionC: true,
    method: 'PUT',
    path: `${V}/cloud-providers/{id}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'Update cloud provider',
    body: bodyOf<typeof access.UpdateCloudProviderBody>(),
    result: s.CloudProvider,
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
    result: s.RawStringResult,
  }),
};
