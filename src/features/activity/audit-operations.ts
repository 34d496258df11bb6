import { list } from '@/api/schemas/read';
import { AuditEntry } from './audit-schema';
import { op, V } from '@/api/define';

export const auditOperations = {
  readAuditLog: op({
    assumed: true,
    method: 'GET',
    path: `${V}/audit-log`,
    auth: 'apiKey',
    access: 'member',
    resource: 'auditLog',
    title: 'Read the audit trail',
    body: undefined,
    result: list(AuditEntry),
    list: true,
  }),
};
