import type { CloudProviderRecord } from '@/server/model';
import { isoNow, settle } from '@/server/model';
import { regions } from '@/server/catalog';
import { newId } from '@/server/store/ids';
import { findPublicProvider } from '@/server/kernel/public-providers';
import { unbuiltInfrastructure, vendorProviderView } from '@/server/kernel/provider-defaults';
import { Fail, assertRoom, countCreate, type BaseContext, type Handlers } from '@/server/kernel/context';

type CloudProviderHandlers = Pick<Handlers, 'listCloudProviders' | 'getCloudProvider' | 'createCloudProvider'>;

/** Secrets stay on the server: the external id and tokens are never answered. */
export function providerView(p: CloudProviderRecord, now: number) {
  const { transition: _t, role_external_id: _x, ...rest } = settle(p, now);
  void _t;
  void _x;
  return { ...rest, api_tokens: [], role_external_id: '' };
}

function mine(ctx: BaseContext) {
  return ctx.store.list('cloudProviders').filter((p) => p.org_id === ctx.org.id);
}

export const cloudProviderHandlers: CloudProviderHandlers = {
  listCloudProviders: (ctx) => mine(ctx).map((p) => providerView(p, ctx.now)),

  getCloudProvider: (ctx) => {
    // The vendor's own providers are shown to every organization, read-only.
    const vendor = findPublicProvider(ctx.params.id);
    if (vendor) return vendorProviderView(vendor);
    const p = ctx.store.get('cloudProviders', ctx.params.id);
    if (!p || p.org_id !== ctx.org.id) throw new Fail('Not-Found', `Cloud provider ${ctx.params.id} was not found`, 'id');
    return providerView(p, ctx.now);
  },

  createCloudProvider: (ctx) => {
    const b = ctx.body;
    if (b.region && !regions.some((r) => r.name === b.region)) throw new Fail('Bad-Request', `Region ${b.region} is not available`, 'region');
    const all = mine(ctx);
    assertRoom('cloudProvidersPerOrganization', all.length, 'name');
    if (b.name && all.some((p) => p.name.toLowerCase() === b.name!.toLowerCase())) {
      throw new Fail('Bad-Request', `A cloud provider named "${b.name}" already exists`, 'name');
    }
    // A role whose provider is in Error may be registered again (with a new external id): that is how it is recovered.
    if (all.some((p) => p.role_arn === b.role_arn && settle(p, ctx.now).status !== 'Error'))
      throw new Fail('Bad-Request', 'This role is already registered as a cloud provider', 'role_arn');
    const id = newId('cp');
    const region = b.region ?? 'us-east-1';
    const record: CloudProviderRecord = {
      id,
      short_id: id.slice(3, 11),
      name: b.name ?? id,
      org_id: ctx.org.id,
      platform: b.platform ?? 'aws',
      region,
      type: b.type ?? 'public',
      role_arn: b.role_arn ?? '',
      role_external_id: b.role_external_id ?? '',
      options: { account_id: b.options?.account_id ?? '', secure_connection: b.options?.secure_connection ?? false },
      ...unbuiltInfrastructure(),
      availability_zones: [`${region}a`, `${region}b`],
      component_versions: '',
      status: 'Provisioning',
      transition: { status: 'Active', at: ctx.now + ctx.config.transitionMs * 2 },
      version: '1.9.2',
      version_number: 1,
      work_dir: '',
      created_at: isoNow(ctx.now),
      updated_at: isoNow(ctx.now),
      created_by: b.created_by ?? (ctx.caller?.email || 'api-key'),
    };
    ctx.store.put('cloudProviders', id, record);
    countCreate(ctx, 'cloudProvider');
    return providerView(record, ctx.now);
  },
};
