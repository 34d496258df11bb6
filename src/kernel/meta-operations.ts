import { AddonsMetaResult, WorkspaceOptions } from './meta-schema';
import { op, V } from '@/api/define';

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
    result: AddonsMetaResult,
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
    result: WorkspaceOptions,
  }),
};
