import type { AddonRequestRecord, ConfigRecord, InstalledAddonRecord } from '@/server/store/collections';
import type { WorkspaceRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { addons as catalog } from '@/server/catalog';
import { newId } from '@/server/store/ids';
import { Views } from '@/server/kernel/views';
import { Fail, assertRoom, type BaseContext, type Handlers } from '@/server/kernel/context';

type AddonHandlers = Pick<
  Handlers,
  | 'installAddon'
  | 'listInstalledAddons'
  | 'getInstalledAddon'
  | 'listAddonWorkspaces'
  | 'addAddonConfig'
  | 'updateAddonConfig'
  | 'deleteAddonConfig'
  | 'getAddonConfig'
  | 'requestAddon'
>;

const view = ({ kind: _k, org_id: _o, ...rest }: InstalledAddonRecord) => (void _k, void _o, rest);
const installedId = (orgId: string, addonsID: string) => `ia-${orgId}-${addonsID}`;

/** The organization's workspaces that have this add-on on. */
function usersOf(ctx: BaseContext, addonsID: string): WorkspaceRecord[] {
  return ctx.store.list('workspaces').filter((w) => w.org_id === ctx.org.id && (w.addons ?? []).some((a) => a.addons_id === addonsID && a.enable));
}

/**
 * The organization's installed add-ons: those it installed, and any add-on its workspaces already use
 * (a seeded or older organization turned them on per workspace), shown installed until changed.
 */
function installed(ctx: BaseContext): InstalledAddonRecord[] {
  const kept = ctx.store.list('addons').filter((r): r is InstalledAddonRecord => r.kind === 'installed' && r.org_id === ctx.org.id);
  const implied = catalog
    .filter((c) => !kept.some((r) => r.addons_id === c.id) && usersOf(ctx, c.id).length > 0)
    .map<InstalledAddonRecord>((c) => ({
      kind: 'installed',
      id: installedId(ctx.org.id, c.id),
      org_id: ctx.org.id,
      addons_id: c.id,
      enabled: true,
      installed_at: '',
      installed_by: '',
      configs: [],
    }));
  return [...kept, ...implied].sort((a, b) => a.addons_id.localeCompare(b.addons_id));
}

function findInstalled(ctx: BaseContext, id: string): InstalledAddonRecord {
  const found = installed(ctx).find((r) => r.id === id);
  if (!found) throw new Fail('Not-Found', `Installed add-on ${id} was not found`, 'installedAddonsID');
  return found;
}

function findConfig(rec: InstalledAddonRecord, configID: string): ConfigRecord {
  const c = rec.configs.find((x) => x.id === configID);
  if (!c) throw new Fail('Not-Found', `Configuration ${configID} was not found`, 'configID');
  return c;
}

const save = (ctx: BaseContext, rec: InstalledAddonRecord) => ctx.store.put('addons', rec.id, rec);

export const addonHandlers: AddonHandlers = {
  installAddon: (ctx) => {
    const known = catalog.find((c) => c.id === ctx.params.addonsID);
    if (!known) throw new Fail('Not-Found', `Add-on ${ctx.params.addonsID} is not offered`, 'addonsID');
    const enable = ctx.query.get('enable');
    if (enable !== 'true' && enable !== 'false') throw new Fail('Bad-Request', 'enable must be true or false', 'enable');
    const using = usersOf(ctx, known.id);
    if (enable === 'false' && using.length > 0) {
      throw new Fail(
        'Bad-Request',
        // Each workspace with its workgroup: workspaces of different workgroups share names ("production").
        `${known.name} is on in ${using.length} workspace${using.length === 1 ? '' : 's'} (${using.map((w) => `${w.name} in ${ctx.store.get('workgroups', w.workgroup_id)?.name || w.workgroup_id}`).join(', ')}); turn it off there first`,
        'enable',
      );
    }
    const before = installed(ctx).find((r) => r.addons_id === known.id);
    const rec: InstalledAddonRecord = before
      ? { ...before, enabled: enable === 'true' }
      : {
          kind: 'installed',
          id: installedId(ctx.org.id, known.id),
          org_id: ctx.org.id,
          addons_id: known.id,
          enabled: enable === 'true',
          installed_at: isoNow(ctx.now),
          installed_by: 'API key',
          configs: [],
        };
    if (!before?.installed_at && rec.enabled) Object.assign(rec, { installed_at: isoNow(ctx.now), installed_by: 'API key' });
    if (!before) ctx.store.countCreate('installedAddon');
    save(ctx, rec);
    return view(rec);
  },

  // The vendor's reference answers an object here (vendor-later-operations.md); the list is under one key.
  listInstalledAddons: (ctx) => ({ installed_addons: installed(ctx).map(view) }),

  getInstalledAddon: (ctx) => view(findInstalled(ctx, ctx.params.installedAddonsID)),

  listAddonWorkspaces: (ctx) => {
    // The vendor's reference answers 400 for an add-on it does not offer.
    if (!catalog.some((c) => c.id === ctx.params.addonsID)) throw new Fail('Bad-Request', `Add-on ${ctx.params.addonsID} is not offered`, 'addonsID');
    const views = new Views(ctx.store, ctx.now);
    return usersOf(ctx, ctx.params.addonsID).map((w) => views.workspace(w));
  },

  addAddonConfig: (ctx) => {
    const rec = findInstalled(ctx, ctx.params.installedAddonsID);
    const name = ctx.body.config_name;
    if (rec.configs.some((c) => c.config_name.toLowerCase() === name.toLowerCase()))
      throw new Fail('Bad-Request', `This add-on already has a configuration named ${name}; change that one instead`, 'config_name');
    assertRoom('addonConfigsPerAddon', rec.configs.length, 'config_name');
    const config = { id: newId('cfg'), config_name: name, config_value: ctx.body.config_value, updated_at: isoNow(ctx.now) };
    save(ctx, { ...rec, configs: [...rec.configs, config] });
    ctx.store.countCreate('addonConfig');
    return config;
  },

  updateAddonConfig: (ctx) => {
    const rec = findInstalled(ctx, ctx.params.installedAddonsID);
    const config = { ...findConfig(rec, ctx.params.configID), config_value: ctx.body.config_value, updated_at: isoNow(ctx.now) };
    save(ctx, { ...rec, configs: rec.configs.map((c) => (c.id === config.id ? config : c)) });
    return config;
  },

  deleteAddonConfig: (ctx) => {
    const rec = findInstalled(ctx, ctx.params.installedAddonsID);
    findConfig(rec, ctx.params.configID);
    save(ctx, { ...rec, configs: rec.configs.filter((c) => c.id !== ctx.params.configID) });
    return true;
  },

  getAddonConfig: (ctx) => {
    const rec = findInstalled(ctx, ctx.params.installedAddonsID);
    const c = rec.configs.find((x) => x.config_name === ctx.params.configName);
    if (!c) throw new Fail('Not-Found', `Configuration ${ctx.params.configName} was not found`, 'configName');
    return c;
  },

  requestAddon: (ctx) => {
    const offered = catalog.find((c) => c.name.toLowerCase() === ctx.body.addon_name.toLowerCase());
    if (offered) throw new Fail('Bad-Request', `${offered.name} is already offered: install it from the list`, 'addon_name');
    const asked = ctx.store.list('addons').filter((r) => r.kind === 'request' && r.org_id === ctx.org.id);
    assertRoom('addonRequestsPerOrganization', asked.length, 'addon_name');
    const rec: AddonRequestRecord = {
      kind: 'request',
      id: newId('addon-request'),
      org_id: ctx.org.id,
      addon_name: ctx.body.addon_name,
      message: ctx.body.message,
      asked_at: isoNow(ctx.now),
    };
    ctx.store.put('addons', rec.id, rec);
    ctx.store.countCreate('addonRequest');
    return `Request ${rec.id} received: we will write to the organization's owners about ${rec.addon_name}`;
  },
};
