import * as s from '@/api/schemas/responses';
import { op, V } from '@/api/resources/define';

export const metaOperations = {
  listAddons: op({
    documented: 10,
    method: 'GET',
    path: `${V}/addons/meta`,
    auth: 'apiKey',
    access: 'org',
    resource: 'meta',
    title: 'List add-ons',
    body: undefined,
    result: s.AddonsMetaResult,
  }),
  getWorkspaceOptions: op({
    documented: 11,
    method: 'GET',
    path: `${V}/workspaces/meta`,
    auth: 'apiKey',
    access: 'org',
    resource: 'meta',
    title: 'Get workspace options',
    body: undefined,
    result: s.WorkspaceOptions,
  }),
};
