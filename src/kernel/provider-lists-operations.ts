import { CloudProvider } from './cloud-provider-schema';
import { PublicCloudProvider } from './public-provider-schema';
import { list } from '@/api/schemas/read';
import { op, V } from '@/api/define';

/**
 * The cloud providers a workgroup can run on: the organization's own accounts and the vendor's (revision D). Read by the
 * providers' screens and by the create-workgroup form, so kept below both; registering, changing and removing one stay in
 * the cloud-providers area.
 */
export const providerListOperations = {
  listCloudProviders: op({
    assumed: true,
    method: 'GET',
    path: `${V}/cloud-providers`,
    auth: 'apiKey',
    access: 'member',
    resource: 'cloudProviders',
    title: 'List cloud providers',
    body: undefined,
    result: list(CloudProvider),
    list: true,
  }),
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
};
