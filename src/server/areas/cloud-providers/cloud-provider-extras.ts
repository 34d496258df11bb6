import type { CloudProviderRecord } from '@/server/model';
import { isoNow, settle } from '@/server/model';
import { regions } from '@/server/catalog';
import { currentComponents, findPublicProvider, publicProviders } from '@/server/kernel/public-providers';
import { compareVersions, parseComponents } from '@/features/cloud-providers/components';
import { AWS_ROLE_ARN, platformRules } from '@/features/cloud-providers/cloud-provider-body';
import { providerView } from './cloud-providers';
import { Fail, type Handlers } from '@/server/kernel/context';

type Extras = Pick<Handlers, 'listPublicCloudProviders' | 'validateCloudProvider' | 'upgradeCloudProvider'>;

// The embedded plane cannot reach AWS: an account of one repeated digit stands for one that does not exist.
const unreachableAccount = /^(\d)\1{11}$/;

export const cloudProviderExtraHandlers: Extras = {
  listPublicCloudProviders: () => publicProviders,

  validateCloudProvider: (ctx) => {
    const b = ctx.body;
    if (b.platform !== 'aws') throw new Fail('Bad-Request', `${b.platform} accounts cannot be validated by this service yet; use aws`, 'platform');
    if (!regions.some((r) => r.name === b.region)) throw new Fail('Bad-Request', `Region ${b.region} is not available`, 'region');
    const account = b.account_id.trim();
    if (!platformRules.aws.accountPattern.test(account)) throw new Fail('Bad-Request', platformRules.aws.accountMessage, 'account_id');
    if (unreachableAccount.test(account))
      throw new Fail('Bad-Request', `AWS account ${account} could not be reached: it does not exist, or it is suspended`, 'account_id');
    const arn = AWS_ROLE_ARN.exec(b.role_arn.trim());
    if (!arn) throw new Fail('Bad-Request', platformRules.aws.roleMessage, 'role_arn');
    if (arn[1] !== account) throw new Fail('Bad-Request', `The role's account (${arn[1]}) must be the account ID ${account}`, 'role_arn');
    if (b.role_external_id.length < 22) throw new Fail('Bad-Request', 'An external id of at least 22 characters is required', 'role_external_id');
    const registered = ctx.store
      .list('cloudProviders')
      .find((p) => p.org_id === ctx.org.id && p.role_arn === b.role_arn.trim() && settle(p, ctx.now).status !== 'Error');
    if (registered) throw new Fail('Bad-Request', `This role is already registered as cloud provider "${registered.name}"`, 'role_arn');
    return `The role ${b.role_arn.trim()} can be assumed in ${b.region} with this external id`;
  },

  upgradeCloudProvider: (ctx) => {
    const id = ctx.params.id;
    if (findPublicProvider(id)) throw new Fail('Forbidden', 'This provider is run by the vendor, which keeps it up to date', 'id');
    const stored = ctx.store.get('cloudProviders', id);
    if (!stored || stored.org_id !== ctx.org.id) throw new Fail('Not-Found', `Cloud provider ${id} was not found`, 'id');
    const p = settle(stored, ctx.now);
    if (p.status !== 'Active') throw new Fail('Bad-Request', `Cloud provider "${p.name}" is ${p.status}; only an Active provider can be upgraded`, 'id');
    const running = parseComponents(p.component_versions);
    const next = [...running];
    ctx.body.components.forEach((c, i) => {
      const offered = currentComponents.find((o) => o.name === c.name);
      if (!offered)
        throw new Fail(
          'Bad-Request',
          `No component named ${c.name}; the components are ${currentComponents.map((o) => o.name).join(', ')}`,
          `components.${i}.name`,
        );
      if (c.version !== offered.version)
        throw new Fail('Bad-Request', `${c.name} ${c.version} is not offered; the current version is ${offered.version}`, `components.${i}.version`);
      const mine = next.findIndex((r) => r.name === c.name);
      if (mine >= 0 && compareVersions(next[mine]!.version, c.version) >= 0)
        throw new Fail('Bad-Request', `${c.name} already runs ${next[mine]!.version}`, `components.${i}.version`);
      if (mine >= 0) next[mine] = { name: c.name, version: c.version };
      else next.push({ name: c.name, version: c.version });
    });
    const componentVersions = next.map((c) => `${c.name} ${c.version}`).join(', ');
    const operator = next.find((c) => c.name === 'operator')?.version ?? p.version;
    const b = ctx.body;
    const record: CloudProviderRecord = {
      ...p,
      ...(b.cluster_enabled_log_types ? { cluster_enabled_log_types: b.cluster_enabled_log_types } : {}),
      ...(b.node_group_config && p.node_group_config ? { node_group_config: { ...p.node_group_config, ...b.node_group_config } } : {}),
      status: 'Upgrading',
      last_error: '',
      updated_at: isoNow(ctx.now),
      version_number: (p.version_number ?? 0) + 1,
      transition: { status: 'Active', at: ctx.now + ctx.config.transitionMs * 2, set: { component_versions: componentVersions, version: operator } },
    };
    ctx.store.put('cloudProviders', id, record);
    return providerView(record, ctx.now);
  },
};
