import type { OrgRecord } from '@/server/model';
import { isoNow, settle } from '@/server/model';
import { sessionCaller } from '@/server/access/identity';
import { withVendorDefault, VENDOR_WINDOW_HOURS } from '@/features/workspaces/maintenance';
import { Fail, type Handlers } from '@/server/kernel/context';
import { orgRecord } from '@/server/kernel/quota';

type OrgAdminHandlers = Pick<Handlers, 'updateOrg' | 'getWhoAmI' | 'getSessionWhoAmI' | 'listUpcomingUpgrades'>;

const HOUR = 3_600_000;

export const orgAdminHandlers: OrgAdminHandlers = {
  getWhoAmI: (ctx) => ctx.caller!,

  getSessionWhoAmI: (ctx) => sessionCaller(ctx.user!),

  updateOrg: (ctx) => {
    const current = orgRecord(ctx);
    if (ctx.body.orgID !== current.org_id) throw new Fail('Bad-Request', `orgID must be this organization's id (${current.org_id})`, 'orgID');
    if (ctx.body.orgName !== current.org_name)
      throw new Fail('Bad-Request', `orgName must be this organization's name (${current.org_name}); it cannot be changed`, 'orgName');
    const next: OrgRecord = {
      ...current,
      create_time: current.create_time || isoNow(ctx.now),
      org_display_name: ctx.body.orgDisplayName,
      logo_url: ctx.body.logoUrl,
    };
    ctx.store.put('org', current.org_id, next);
    return `Organization ${current.org_id} updated`;
  },

  // Each workspace of the organization whose upgrade waits for its next window; a window the workspace does not set is the vendor's default.
  // The vendor's reference answers an object here (vendor-later-operations.md); the list is under one key.
  listUpcomingUpgrades: (ctx) => ({
    upgrades: ctx.store
      .list('workspaces')
      .filter((w) => w.org_id === ctx.org.id)
      .map((w) => settle(w, ctx.now))
      // Listed exactly while it waits: what settle (model.ts) starts at the window, nothing else.
      .filter((w) => w.scheduled_upgrade)
      .map((w) => {
        const start = w.scheduled_upgrade!.at;
        return {
          workgroup_id: w.workgroup_id,
          workspace_id: w.workspace_id,
          name: w.name,
          tg_version: w.tg_version,
          desired_tg_version: w.scheduled_upgrade!.version,
          window_start: isoNow(start),
          window_end: isoNow(start + VENDOR_WINDOW_HOURS * HOUR),
          maintenance_window_time_zone: withVendorDefault(w).maintenance_window_time_zone,
        };
      })
      .sort((a, b) => a.window_start.localeCompare(b.window_start)),
  }),
};
