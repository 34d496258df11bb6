import { auditOf, readAuditQuery } from '@/server/audit/audit';
import { Fail, type Handlers } from '@/server/kernel/context';

export const auditHandlers: Pick<Handlers, 'readAuditLog'> = {
  // Only the caller's organization: a write whose credential opened none is kept for the operator, in the file.
  readAuditLog: (ctx) => {
    const audit = auditOf(ctx.store);
    if (!audit) throw new Fail('Not-Found', 'This control plane keeps no audit trail');
    const query = readAuditQuery(ctx.query);
    if ('error' in query) throw new Fail('Bad-Request', query.error, query.field);
    return audit.query({ ...query, orgId: ctx.org.id });
  },
};
