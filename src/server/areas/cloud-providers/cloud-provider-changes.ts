import type { CloudProviderRecord } from '@/server/model';
import { isoNow, settle } from '@/server/model';
import { findPublicProvider } from '@/server/kernel/public-providers';
import { Fail, type BaseContext, type Handlers } from '@/server/kernel/context';

type CloudProviderChangeHandlers = Pick<Handlers, 'updateCloudProvider' | 'deleteCloudProvider'>;

function find(ctx: BaseContext, id: string): CloudProviderRecord {
  // Every organization reads the vendor's own providers (GET /cloud-providers/{id}); none may change them.
  if (findPublicProvider(id)) throw new Fail('Forbidden', 'This provider is run by the vendor: it cannot be renamed, rotated or deleted', 'id');
  const p = ctx.store.get('cloudProviders', id);
  if (!p || p.org_id !== ctx.org.id) throw new Fail('Not-Found', `Cloud provider ${id} was not found`, 'id');
  return p;
}

/** Secrets stay on the server, as in the list. */
function view(p: CloudProviderRecord, now: number) {
  const { transition: _t, role_external_id: _x, ...rest } = settle(p, now);
  void [_t, _x];
  return { ...rest, api_tokens: [], role_external_id: '' };
}

export const cloudProviderChangeHandlers: CloudProviderChangeHandlers = {
  updateCloudProvider: (ctx) => {
    const p = find(ctx, ctx.params.id);
    const b = ctx.body;
    if (
      b.name !== undefined &&
      ctx.store.list('cloudProviders').some((o) => o.org_id === ctx.org.id && o.id !== p.id && o.name.toLowerCase() === b.name!.toLowerCase())
    ) {
      throw new Fail('Bad-Request', `A cloud provider named "${b.name}" already exists`, 'name');
    }
    if (b.role_arn !== undefined && b.role_arn !== p.role_arn) {
      const account = /^arn:aws:iam::(\d{12}):role\//.exec(b.role_arn)?.[1];
      if (!account) throw new Fail('Bad-Request', 'Role ARN must look like arn:aws:iam::123456789012:role/RoleName', 'role_arn');
      if (account !== p.options?.account_id)
        throw new Fail('Bad-Request', `The role's account (${account}) must be the provider's account ${p.options?.account_id ?? ''}`, 'role_arn');
    }
    const rotated = b.role_external_id !== undefined && b.role_external_id !== p.role_external_id;
    const next: CloudProviderRecord = {
      ...settle(p, ctx.now),
      ...(b.name !== undefined ? { name: b.name } : {}),
      ...(b.role_arn !== undefined ? { role_arn: b.role_arn } : {}),
      ...(b.role_external_id !== undefined ? { role_external_id: b.role_external_id } : {}),
      ...(b.options
        ? { options: { account_id: p.options?.account_id ?? '', secure_connection: b.options.secure_connection ?? p.options?.secure_connection ?? false } }
        : {}),
      updated_at: isoNow(ctx.now),
      version_number: (p.version_number ?? 0) + 1,
    };
    // A new external id is checked again against the role's trust policy.
    const checked =
      rotated || b.role_arn !== undefined
        ? { ...next, status: 'Verifying', last_error: '', transition: { status: 'Active', at: ctx.now + ctx.config.transitionMs } }
        : next;
    ctx.store.put('cloudProviders', p.id, checked);
    return view(checked, ctx.now);
  },

  deleteCloudProvider: (ctx) => {
    const p = find(ctx, ctx.params.id);
    const using = ctx.store.list('workgroups').filter((w) => w.org_id === ctx.org.id && w.cloud_provider_id === p.id);
    if (using.length > 0) {
      throw new Fail(
        'Bad-Request',
        `Cloud provider "${p.name}" is used by ${using.length === 1 ? 'workgroup' : 'workgroups'} ${using.map((w) => `"${w.name}"`).join(', ')}; move or delete ${using.length === 1 ? 'it' : 'them'} first`,
        'id',
      );
    }
    ctx.store.delete('cloudProviders', p.id);
    return { id: p.id, message: `Cloud provider ${p.name} deleted` };
  },
};
