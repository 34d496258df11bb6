/**
 * Workspace lifecycle transitions (pause, resume, resize, upgrade): the rules for when a
 * workspace may change state, kept apart from the request handlers in workspaces.ts that apply them.
 */
import { isSettled, type TransitionalStatus } from '@/lib/workspace-status';
import type { WorkspaceRecord } from '@/server/model';
import { tgVersions } from '@/server/catalog';
import { withVendorDefault } from '@/features/workspaces/maintenance';
import { nextMaintenanceWindow } from '@/features/workspaces/maintenance-next';
import { Fail, type BaseContext } from '@/server/kernel/context';

export function assertSettled(ws: WorkspaceRecord, action: string): void {
  if (!isSettled(ws.status)) throw new Fail('Bad-Request', `Workspace is ${ws.status}; wait until it settles before you ${action}`, 'status');
}

export function transition(ctx: BaseContext, ws: WorkspaceRecord, now: TransitionalStatus, then: string, set?: Record<string, string>): WorkspaceRecord {
  return {
    ...ws,
    status: now,
    display_status: now,
    condition_type: now,
    transition: { status: then, at: ctx.now + ctx.config.transitionMs, ...(set ? { set } : {}) },
  };
}

/**
 * Upgrade a workspace (vendor-operations.md): refused as a service would, for a version
 * not offered or not reachable from this one. Now, or at the next maintenance window
 * (in demo time, DEMO_WINDOW_MS after it was asked for, when that is sooner).
 */
export function upgradeAsField(ctx: BaseContext, ws: WorkspaceRecord, target: string): WorkspaceRecord {
  try {
    return upgrade(ctx, ws, target, true);
  } catch (e) {
    throw e instanceof Fail ? new Fail(e.type, e.reason, 'desired_tg_version') : e;
  }
}

export function upgrade(ctx: BaseContext, ws: WorkspaceRecord, target: string, scheduled: boolean): WorkspaceRecord {
  const version = tgVersions.find((v) => v.name === target);
  if (!version) throw new Fail('Bad-Request', `Version ${target} does not exist`, 'desired_version');
  if (target === ws.tg_version) throw new Fail('Bad-Request', `The workspace already runs ${target}`, 'desired_version');
  if (!version.allow_upgrade) throw new Fail('Bad-Request', `Version ${target} is not offered as an upgrade`, 'desired_version');
  if (version.incompatible_upgrades_from.includes(ws.tg_version))
    throw new Fail('Bad-Request', `A workspace on ${ws.tg_version} cannot move to ${target}`, 'desired_version');
  if (!ws.is_rw) throw new Fail('Bad-Request', 'A read-only workspace follows its database; upgrade its read-write workspace instead', 'desired_version');
  if (ws.scheduled_upgrade) throw new Fail('Bad-Request', `An upgrade to ${ws.scheduled_upgrade.version} is already scheduled`, 'desired_version');
  assertSettled(ws, 'upgrade it');
  // A paused workspace is not upgraded while stopped: now is refused; one scheduled waits for the resume (model.ts settle).
  if (!scheduled && ws.status === 'Stopped')
    throw new Fail('Bad-Request', `${ws.name} is paused: resume it to upgrade now, or schedule the upgrade (it then waits for the resume)`, 'scheduled', 409);
  if (!scheduled)
    return {
      ...transition(ctx, ws, 'Upgrading', ws.status, { tg_version: target, auto_upgrade_state: 'Succeeded' }),
      desired_tg_version: target,
      auto_upgrade_state: 'Upgrading',
    };
  // Where the workspace sets no window, the vendor's default applies (every 4 weeks, Sunday 20:00).
  const window = nextMaintenanceWindow(withVendorDefault(ws), ctx.now);
  if (window === undefined) throw new Fail('Bad-Request', 'The workspace has no maintenance window to schedule the upgrade in', 'scheduled');
  const at = ctx.config.demoWindowMs === undefined ? window : Math.min(window, ctx.now + ctx.config.demoWindowMs);
  return {
    ...ws,
    desired_tg_version: target,
    auto_upgrade_state: 'Scheduled',
    scheduled_upgrade: { version: target, at, durationMs: ctx.config.transitionMs, stateBefore: ws.auto_upgrade_state },
  };
}

/** The assumed cancel (companion-operations.md): only an upgrade still waiting for its window; one under way runs to its end. */
export function cancelUpgrade(ws: WorkspaceRecord): WorkspaceRecord {
  if (!ws.scheduled_upgrade) {
    const reason =
      ws.auto_upgrade_state === 'Upgrading' ? 'The upgrade has already started and cannot be cancelled' : 'No upgrade is scheduled for this workspace';
    throw new Fail('Bad-Request', reason, 'cancel_scheduled_upgrade');
  }
  const { scheduled_upgrade: _s, ...rest } = ws;
  void _s;
  // Back to the state it had before the upgrade was scheduled (Disabled for a workspace never upgraded).
  return { ...rest, desired_tg_version: ws.tg_version, auto_upgrade_state: ws.scheduled_upgrade.stateBefore || 'Disabled' };
}

/**
 * `auto_upgrade_state` set by hand. Disabled while an upgrade waits for its window cancels that upgrade, as a
 * careful user means by turning automatic upgrades off (the audit entry shows the state and the desired version
 * going back); any other value leaves the waiting upgrade listed and scheduled. List and behaviour read the same
 * `scheduled_upgrade`, so what Upcoming upgrades shows is what runs.
 */
export function setAutoUpgradeState(ws: WorkspaceRecord, state: string): WorkspaceRecord {
  if (!ws.scheduled_upgrade) return { ...ws, auto_upgrade_state: state };
  return state === 'Disabled' ? { ...cancelUpgrade(ws), auto_upgrade_state: state } : ws;
}

export function pause(ctx: BaseContext, ws: WorkspaceRecord): WorkspaceRecord {
  if (ws.status === 'Stopped') throw new Fail('Bad-Request', 'Workspace is already stopped', 'pause');
  assertSettled(ws, 'pause it');
  return transition(ctx, ws, 'Pausing', 'Stopped');
}
