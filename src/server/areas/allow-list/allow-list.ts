import type { AllowRecord } from '@/server/model';
import { newId } from '@/server/store/ids';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { rangeContainsIp } from '@/lib/cidr';
import { allowListFullRefusal, duplicateEntry, duplicateEntryRefusal } from '@/features/allow-list/guard-rules';
import { Fail, countCreate, findWorkgroup, type BaseContext, type HandlerContext, type Handlers } from '@/server/kernel/context';

type AllowListHandlers = Pick<
  Handlers,
  'listAllowedIps' | 'addAllowedIp' | 'updateAllowedIp' | 'deleteAllowedIp' | 'getCurrentIp' | 'enableAllowList' | 'disableAllowList'
>;

function entriesOf(ctx: BaseContext, workgroupID: string): AllowRecord[] {
  return ctx.store.list('allowList').filter((e) => e.workgroup_id === workgroupID);
}

function view({ id, cidr, note }: AllowRecord) {
  return { id, cidr, note };
}

function normalized(cidr: string): string {
  const parsed = parseAllowListAddress(cidr);
  if (!parsed.ok) throw new Fail('Bad-Request', parsed.error, 'cidr');
  return parsed.normalized;
}

function findEntry(ctx: HandlerContext<'updateAllowedIp' | 'deleteAllowedIp'>): AllowRecord {
  findWorkgroup(ctx, ctx.params.workgroupID);
  const e = ctx.store.get('allowList', ctx.params.id);
  if (!e || e.workgroup_id !== ctx.params.workgroupID) throw new Fail('Not-Found', `Allow-list entry ${ctx.params.id} was not found`, 'id');
  return e;
}

function setEnabled(ctx: BaseContext & { params: { workgroupID: string } }, enabled: boolean): string {
  const wg = findWorkgroup(ctx, ctx.params.workgroupID);
  ctx.store.put('workgroups', wg.workgroup_id, { ...wg, enable_allow_list: enabled });
  return `Allow list ${enabled ? 'enabled' : 'disabled'} for workgroup ${wg.workgroup_id}`;
}

export const allowListHandlers: AllowListHandlers = {
  listAllowedIps: (ctx) => {
    findWorkgroup(ctx, ctx.params.workgroupID);
    return entriesOf(ctx, ctx.params.workgroupID).map(view);
  },

  addAllowedIp: (ctx) => {
    findWorkgroup(ctx, ctx.params.workgroupID);
    const cidr = normalized(ctx.body.cidr);
    const existing = entriesOf(ctx, ctx.params.workgroupID);
    const full = allowListFullRefusal(existing.length);
    if (full) throw new Fail('Quota-Exceed', full);
    if (duplicateEntry(cidr, existing)) throw new Fail('Bad-Request', duplicateEntryRefusal(cidr), 'cidr');
    const entry: AllowRecord = { id: newId('ip'), cidr, note: ctx.body.note ?? '', workgroup_id: ctx.params.workgroupID, org_id: ctx.org.id };
    ctx.store.put('allowList', entry.id, entry);
    countCreate(ctx, 'allowListEntry');
    return view(entry);
  },

  updateAllowedIp: (ctx) => {
    const entry = findEntry(ctx);
    const cidr = normalized(ctx.body.cidr);
    if (duplicateEntry(cidr, entriesOf(ctx, ctx.params.workgroupID), entry.id)) throw new Fail('Bad-Request', duplicateEntryRefusal(cidr), 'cidr');
    const next = { ...entry, cidr, note: ctx.body.note ?? entry.note };
    ctx.store.put('allowList', entry.id, next);
    return view(next);
  },

  deleteAllowedIp: (ctx) => {
    const entry = findEntry(ctx);
    ctx.store.delete('allowList', entry.id);
    return `Allow-list entry ${entry.cidr} removed`;
  },

  getCurrentIp: (ctx) => {
    const wg = findWorkgroup(ctx, ctx.params.workgroupID);
    const entries = entriesOf(ctx, wg.workgroup_id);
    return { CurrentIP: ctx.clientIp, IsAllowed: entries.some((e) => rangeContainsIp(e.cidr, ctx.clientIp)) };
  },

  enableAllowList: (ctx) => setEnabled(ctx, true),
  disableAllowList: (ctx) => setEnabled(ctx, false),
};
