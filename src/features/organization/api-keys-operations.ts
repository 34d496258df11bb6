import { RawStringResult } from '@/api/schemas/envelope';
import { ApiKey } from '@/kernel/org-schema';
import { list } from '@/api/schemas/read';
import type * as access from './org-body';
import { bodyOf, op, V } from '@/api/define';

export const apiKeyOperations = {
  listApiKeys: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/org/api-keys`,
    auth: 'apiKey',
    access: 'member',
    resource: 'apiKeys',
    title: 'List API keys',
    body: undefined,
    result: list(ApiKey),
    list: true,
  }),
  createApiKey: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/org/api-keys`,
    auth: 'apiKey',
    access: 'member',
    resource: 'apiKeys',
    title: 'Create API key',
    body: bodyOf<typeof access.CreateApiKeyBody>(),
    result: ApiKey,
  }),
  deleteApiKey: op({
    sinceRevisionC: true,
    method: 'DELETE',
    path: `${V}/org/api-keys`,
    auth: 'apiKey',
    access: 'member',
    resource: 'apiKeys',
    title: 'Delete API key',
    body: bodyOf<typeof access.DeleteApiKeyBody>(),
    result: RawStringResult,
  }),
};
