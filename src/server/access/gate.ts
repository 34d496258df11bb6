import { allows, whoMay, type Access } from '@/api/access';
import type { Detail } from '@/server/wire/http-util';
import type { Identity } from './identity';

/**
 * The one place the embedded control plane decides whether a request may go on: before any
 * handler, from the operation's declaration (api/access.ts) and the request's identity
 * (server/access/identity.ts). Undefined: it may; else the refusal to send (401 or 403).
 */
export function gate(access: Access, title: string, id: Identity): { status: 401 | 403; detail: Detail } | undefined {
  if (access === 'none') return undefined;
  if (!id.org || !id.caller) {
    const { field, reason } = id.refusal ?? { field: 'x-api-key', reason: 'A credential of the organization is required' };
    return { status: 401, detail: { FieldName: field, Reason: reason, Type: 'Unauthorized' } };
  }
  if (allows(access, id.caller)) return undefined;
  return {
    status: 403,
    detail: {
      FieldName: '',
      Reason: `Only ${whoMay[access]} may ${title.toLowerCase()}; ${id.caller.name} acts as a ${id.caller.role} of the organization`,
      Type: 'Forbidden',
    },
  };
}
