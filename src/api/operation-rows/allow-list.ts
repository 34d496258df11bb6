import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/allow-list-body';
import { bodyOf, op, WG } from '@/api/resources/define';

export const allowListOperations = {
  deleteAllowedIp: op({
    documented: 8,
    method: 'DELETE',
    path: `${WG}/allow_list/{id}`,
    auth: 'apiKey',
    resource: 'allowList',
    title: 'Remove allow-list entry',
    body: undefined,
    result: s.RawStringResult,
  }),
  listAllowedIps: op({
    method: 'GET',
    path: `${WG}/allow_list`,
    auth: 'apiKey',
    resource: 'allowList',
    title: 'List allow-list entries',
    body: undefined,
    result: list(s.AllowedIp),
    list: true,
  }),
  addAllowedIp: op({
    method: 'POST',
    path: `${WG}/allow_list`,
    auth: 'apiKey',
    resource: 'allowList',
    title: 'Add allow-list entry',
    body: bodyOf<typeof bodies.AllowedIpBody>(),
    result: s.AllowedIp,
  }),
  updateAllowedIp: op({
    method: 'PUT',
    path: `${WG}/allow_list/{id}`,
    auth: 'apiKey',
    resource: 'allowList',
    title: 'Update allow-list entry',
    body: bodyOf<typeof bodies.AllowedIpBody>(),
    result: s.AllowedIp,
  }),
  getCurrentIp: op({
    method: 'GET',
    path: `${WG}/allow_list/current`,
    auth: 'apiKey',
    resource: 'allowList',
    title: 'Get current IP',
    body: undefined,
    result: s.CurrentIp,
  }),
  enableAllowList: op({
    method: 'PUT',
    path: `${WG}/allow_list/enable`,
    auth: 'apiKey',
    resource: 'allowList',
    title: 'Enable allow list',
    body: undefined,
    result: s.RawStringResult,
  }),
  disableAllowList: op({
    method: 'PUT',
    path: `${WG}/allow_list/disable`,
    auth: 'apiKey',
    resource: 'allowList',
    title: 'Disable allow list',
    body: undefined,
    result: s.RawStringResult,
  }),
};
