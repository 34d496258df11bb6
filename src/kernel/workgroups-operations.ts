import { RawStringResult } from '@/api/schemas/envelope';
import { Workgroup, WorkgroupListItem } from './workgroup-schema';
import { list } from '@/api/schemas/read';
import type * as bodies from './workgroup-body';
import { bodyOf, op, V, WG } from '@/api/define';

export const workgroupOperations = {
  createWorkgroup: op({
    documented: 1,
    method: 'POST',
    path: `${V}/workgroups`,
    auth: 'apiKey',
    access: 'member',
    resource: 'workgroups',
    title: 'Create workgroup',
    body: bodyOf<typeof bodies.CreateWorkgroupBody>(),
    result: Workgroup,
  }),
  updateWorkgroup: op({
    documented: 2,
    method: 'PUT',
    path: WG,
    auth: 'apiKey',
    access: 'member',
    resource: 'workgroups',
    title: 'Update workgroup',
    body: bodyOf<typeof bodies.UpdateWorkgroupBody>(),
    result: Workgroup,
  }),
  deleteWorkgroup: op({
    documented: 3,
    method: 'DELETE',
    path: WG,
    auth: 'apiKey',
    access: 'member',
    resource: 'workgroups',
    title: 'Delete workgroup',
    body: undefined,
    result: RawStringResult,
  }),
  listWorkgroups: op({
    method: 'GET',
    path: `${V}/workgroups`,
    auth: 'apiKey',
    access: 'member',
    resource: 'workgroups',
    title: 'List workgroups',
    body: undefined,
    result: list(WorkgroupListItem),
    list: true,
    items: WorkgroupListItem,
  }),
  getWorkgroup: op({
    method: 'GET',
    path: WG,
    auth: 'apiKey',
    access: 'member',
    resource: 'workgroups',
    title: 'Get workgroup',
    body: undefined,
    result: Workgroup,
  }),
};
