import type { ScheduleRecord, WorkspaceRecord } from '@/server/model';
import { resizeRefusal } from '@/kernel/size-rule';
import { workspaceTypes } from '@/server/catalog';
import { newId } from '@/server/store/ids';
import { quotaCheck } from '@/kernel/quota-check';
import { quotaView } from '@/server/kernel/quota';
import { Fail, assertRoom, countCreate, findWorkspace, type BaseContext, type HandlerContext, type Handlers } from '@/server/kernel/context';
import type { ScheduleBody } from '@/features/schedules/schedule-body';

type ScheduleHandlers = Pick<Handlers, 'listWorkspaceSchedules' | 'createWorkspaceSchedule' | 'updateWorkspaceSchedule' | 'deleteWorkspaceSchedule'>;

function checkBody(ctx: BaseContext, body: ScheduleBody, ws: WorkspaceRecord): void {
  const workspaceID = ws.workspace_id;
  if (body.workspace_id !== workspaceID) throw new Fail('Bad-Request', `workspace_id must be ${workspaceID}, the workspace in the path`, 'workspace_id');
  // A schedule resizes at its run: the size rule that refuses a resize now refuses it here (kernel/size-rule.ts).
  const refusal = resizeRefusal(ws);
  if (refusal) throw new Fail('Bad-Request', refusal, 'workspace_type_name');
  if (!body.workspace_type_name) return;
  const size = workspaceTypes.find((t) => t.typeName === body.workspace_type_name);
  if (!size) throw new Fail('Bad-Request', `Workspace type ${body.workspace_type_name} is not offered`, 'workspace_type_name');
  // A schedule would resize to it at its run: the quota's largest size holds for it as for a resize now.
  const tooLarge = quotaCheck(quotaView(ctx), workspaceTypes).sizeRefusal(size);
  if (tooLarge) throw new Fail('Quota-Exceed', `${tooLarge} (max_workspace_type); ${size.typeName} is larger`, 'workspace_type_name');
}

function record(ctx: HandlerContext<'createWorkspaceSchedule' | 'updateWorkspaceSchedule'>, id: string): ScheduleRecord {
  const b = ctx.body;
  return {
    id,
    workspace_id: b.workspace_id,
    repeat: b.repeat,
    repeat_on: b.repeat_on ?? '',
    date: b.date ?? '',
    time: b.time,
    timezone: b.timezone,
    workspace_type_name: b.workspace_type_name ?? '',
    workgroup_id: ctx.params.workgroupID,
    org_id: ctx.org.id,
  };
}

function publicView({ workgroup_id: _w, org_id: _o, ...rest }: ScheduleRecord) {
  void _w;
  void _o;
  return rest;
}

function findSchedule(ctx: HandlerContext<'updateWorkspaceSchedule' | 'deleteWorkspaceSchedule'>): { schedule: ScheduleRecord; ws: WorkspaceRecord } {
  const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
  const s = ctx.store.get('schedules', ctx.params.scheduleID);
  if (!s || s.workspace_id !== ctx.params.workspaceID) throw new Fail('Not-Found', `Schedule ${ctx.params.scheduleID} was not found`, 'scheduleID');
  return { schedule: s, ws };
}

export const scheduleHandlers: ScheduleHandlers = {
  listWorkspaceSchedules: (ctx) => {
    findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    return ctx.store
      .list('schedules')
      .filter((s) => s.workspace_id === ctx.params.workspaceID)
      .map(publicView);
  },

  createWorkspaceSchedule: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    checkBody(ctx, ctx.body, ws);
    assertRoom('schedulesPerWorkspace', ctx.store.list('schedules').filter((x) => x.workspace_id === ctx.params.workspaceID).length);
    const s = record(ctx, newId('sch'));
    ctx.store.put('schedules', s.id, s);
    countCreate(ctx, 'schedule');
    return publicView(s);
  },

  updateWorkspaceSchedule: (ctx) => {
    const { schedule: existing, ws } = findSchedule(ctx);
    checkBody(ctx, ctx.body, ws);
    if (ctx.body.id && ctx.body.id !== existing.id) throw new Fail('Bad-Request', 'id in the body must match the schedule in the path', 'id');
    ctx.store.put('schedules', existing.id, record(ctx, existing.id));
    return `Schedule ${existing.id} updated`;
  },

  deleteWorkspaceSchedule: (ctx) => {
    const { schedule: existing } = findSchedule(ctx);
    ctx.store.delete('schedules', existing.id);
    return `Schedule ${existing.id} deleted`;
  },
};
