import type { CloudProviderRecord, WorkgroupRecord } from '@/server/model';
import { settle } from '@/server/model';
import { regions } from '@/server/catalog';
import { newId } from '@/server/store/ids';
import { findPublicProvider } from '@/server/kernel/public-providers';
import { vendorProviderView } from '@/server/kernel/provider-defaults';
import { Views } from '@/server/kernel/views';
import { Fail, assertRoom, countCreate, findWorkgroup, type Handlers } from '@/server/kernel/context';
import { assertNoRestore, assertNotProtected, purgeWorkgroup } from '@/server/kernel/purge';

type WorkgroupHandlers = Pick<Handlers, 'listWorkgroups' | 'getWorkgroup' | 'createWorkgroup' | 'updateWorkgroup' | 'deleteWorkgroup'>;

function assertUniqueName(store: import('@/server/store/store').Store, orgId: string, name: string, field: 'name' | 'workgroup_name', exceptId = ''): void {
  const taken = store.list('workgroups').some((w) => w.org_id === orgId && w.workgroup_id !== exceptId && w.name.toLowerCase() === name.toLowerCase());
  if (taken) throw new Fail('Bad-Request', `A workgroup named "${name}" already exists in this organization`, field);
}

function vendorProviderOf(id: string): CloudProviderRecord | undefined {
  const p = findPublicProvider(id);
  return p && vendorProviderView(p);
}

export const workgroupHandlers: WorkgroupHandlers = {
  listWorkgroups: (ctx) => {
    const views = new Views(ctx.store, ctx.now);
    return ctx.store
      .list('workgroups')
      .filter((w) => w.org_id === ctx.org.id)
      .map((w) => views.workgroup(w, ctx.clientIp));
  },

  getWorkgroup: (ctx) => new Views(ctx.store, ctx.now).workgroup(findWorkgroup(ctx, ctx.params.workgroupID), ctx.clientIp),

  createWorkgroup: (ctx) => {
    const body = ctx.body;
    assertRoom('workgroupsPerOrganization', ctx.store.list('workgroups').filter((w) => w.org_id === ctx.org.id).length, 'workgroup_name');
    // One of the organization's own accounts, or one the vendor runs for everyone.
    const own = ctx.store.get('cloudProviders', body.cloud_provider_id);
    const provider = own && own.org_id === ctx.org.id ? own : vendorProviderOf(body.cloud_provider_id);
    if (!provider) {
      throw new Fail('Bad-Request', `Cloud provider ${body.cloud_provider_id} does not exist in this organization`, 'cloud_provider_id');
    }
    const settled = settle(provider, ctx.now);
    if (settled.status !== 'Active') {
      throw new Fail(
        'Bad-Request',
        `Cloud provider "${provider.name}" is ${settled.status || 'not ready'}; only an Active provider can host a workgroup`,
        'cloud_provider_id',
      );
    }
    const platform = body.platform ?? provider.platform;
    if (platform !== provider.platform) {
      throw new Fail('Bad-Request', `Cloud provider "${provider.name}" is on ${provider.platform}, not ${platform}`, 'platform');
    }
    const region = body.region ?? provider.region;
    if (!regions.some((r) => r.name === region)) throw new Fail('Bad-Request', `Region ${region} is not available to this organization`, 'region');
    if (region !== provider.region) {
      throw new Fail(
        'Bad-Request',
        `Cloud provider "${provider.name}" deploys into ${provider.region}: a workgroup is created in its provider's region`,
        'region',
      );
    }
    const id = newId('wg');
    const name = body.name ?? id;
    assertUniqueName(ctx.store, ctx.org.id, name, 'name');
    const wg: WorkgroupRecord = {
      workgroup_id: id,
      name,
      cloud_provider_id: provider.id,
      cloud_provider_name: provider.name,
      cloud_provider_status: settled.status,
      cloud_provider_type: provider.type,
      creator: ctx.caller?.email || 'api-key',
      enable_allow_list: false,
      enable_application_log: body.enable_application_log ?? false,
      deletion_protection: false,
      encryption_method: body.enable_encryption === false ? '' : 'TMK',
      org_id: ctx.org.id,
      org_name: ctx.org.name,
      platform,
      region,
      shared_storage: body.shared_storage ?? false,
    };
    ctx.store.put('workgroups', id, wg);
    countCreate(ctx, 'workgroup');
    return new Views(ctx.store, ctx.now).workgroup(wg, ctx.clientIp);
  },

  updateWorkgroup: (ctx) => {
    const wg = findWorkgroup(ctx, ctx.params.workgroupID);
    const body = ctx.body;
    if (body.workgroup_name !== undefined) assertUniqueName(ctx.store, ctx.org.id, body.workgroup_name, 'workgroup_name', wg.workgroup_id);
    const next: WorkgroupRecord = {
      ...wg,
      name: body.workgroup_name ?? wg.name,
      enable_application_log: body.enable_application_log ?? wg.enable_application_log,
      encryption_method: body.encryption_method ?? wg.encryption_method,
      deletion_protection: body.deletion_protection ?? wg.deletion_protection ?? false,
    };
    ctx.store.put('workgroups', wg.workgroup_id, next);
    return new Views(ctx.store, ctx.now).workgroup(next, ctx.clientIp);
  },

  deleteWorkgroup: (ctx) => {
    const wg = findWorkgroup(ctx, ctx.params.workgroupID);
    assertNotProtected(ctx.store, 'workgroup', wg);
    for (const ws of ctx.store.list('workspaces').filter((w) => w.workgroup_id === wg.workgroup_id)) {
      assertNoRestore(ctx, ws, 'deleteWorkgroup');
    }
    purgeWorkgroup(ctx.store, wg);
    return `Workgroup ${wg.workgroup_id} deleted`;
  },
};
