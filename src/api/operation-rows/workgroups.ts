import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/workgroup-body';
import { bodyOf, op, V, WG } from '@/api/resources/define';

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
    result: s.Workgroup,
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
    result: s.Workgroup,
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
    result: s.RawStringResult,
  }),
  listWorkgroups: op({
    method: 'GET',
    path: `${V}/workgroups`,
    auth: 'apiKey',
    access: 'member',
    resource: 'workgroups',
    title: 'List workgroups',
    body: undefined,
    result: list(s.WorkgroupListItem),
    list: true,
    items: s.WorkgroupListItem,
  }),
  getWorkgroup: op({
    method: 'GET',
    path: WG,
    auth: 'apiKey',
    access: 'member',
    resource: 'workgroups',
    title: 'Get workgroup',
    body: undefined,
    result: s.Workgroup,
  }),
};
