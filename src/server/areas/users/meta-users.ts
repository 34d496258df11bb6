import type { UserRecord } from '@/server/model';
import { OWNER_ROLE, addons, regions, roleCatalog, tgVersions, workspaceTypes } from '@/server/catalog';
import { Fail, type Handlers } from '@/server/kernel/context';

type MetaUserHandlers = Pick<Handlers, 'getWorkspaceOptions' | 'listAddons' | 'listUsers' | 'updateUserRoles'>;

export const metaUserHandlers: MetaUserHandlers = {
  getWorkspaceOptions: (ctx) => {
    const upgrade = ctx.query.get('upgrade');
    if (upgrade !== null && upgrade !== 'true' && upgrade !== 'false') throw new Fail('Bad-Request', 'upgrade must be true or false', 'upgrade');
    return {
      regions,
      workspaceTypes,
      tgVersions: tgVersions.filter((v) => (upgrade === 'true' ? v.allow_upgrade : v.allow_create)),
    };
  },

  // The service's own example answers a JSON string; so does this one.
  listAddons: () => JSON.stringify({ addons }),

  listUsers: (ctx) =>
    ctx.store
      .list('users')
      .filter((u) => u.org_id === ctx.org.id)
      .map(({ org_id: _o, ...u }) => (void _o, u)),

  updateUserRoles: (ctx) => {
    const caller = ctx.user!;
    const target = ctx.store.get('users', ctx.params.userId);
    if (!target || target.org_id !== ctx.org.id) throw new Fail('Not-Found', `User ${ctx.params.userId} was not found`, 'userId');
    const names = [...new Set(ctx.body.roles ?? [])];
    const isOwner = (u: UserRecord) => u.roles.some((r) => r.name === OWNER_ROLE);
    const owners = ctx.store.list('users').filter((u) => u.org_id === ctx.org.id && isOwner(u));
    // Nobody could ever change a role again: the organization keeps at least one owner.
    if (isOwner(target) && !names.includes(OWNER_ROLE) && owners.length === 1) {
      throw new Fail(
        'Bad-Request',
        `${target.id === caller.id ? 'You are' : 'This user is'} the organization's only owner; make someone else an owner first`,
        'roles',
      );
    }
    const roles = names.map((name) => roleCatalog.find((r) => r.name === name) ?? { id: `role-custom-${name}`, name, displayName: name });
    ctx.store.put('users', target.id, { ...target, roles, updated: new Date(ctx.now).toISOString() });
    return undefined;
  },
};
