import { userOperations } from '@/kernel/users-operations';
import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { credentials } from '@/api/credentials';
import { userQueries } from '@/kernel/users-queries';
import { orgAdminQueries } from '@/kernel/org-admin-queries';
import type { User } from '@/kernel/user-schema';
import { PageHeader, Section } from '@/ui/page';
import { FormError } from '@/ui/form-error';
import { RefreshFailed } from '@/ui/refresh-failed';
import { Time } from '@/ui/time';
import { isApiError, retryTransient } from '@/api/api-error';
import { lazyNamed } from '@/ui/lazy';
import { facts } from './users.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { rolesEditBlocked } from '@/kernel/roles';
import { useMayCall } from '@/kernel/may-call';
import { NoIdNote } from '@/ui/no-id';
import { DataTable } from '@/ui/data-table';
import { Loading } from '@/ui/route-states';
import { EnabledBadge } from '@/ui/status-badge';
import { InvitationsSection } from './invitations-section';

const DirectRolesForm = lazyNamed(() => import('./direct-roles-form'), 'DirectRolesForm');
// Opens on a click: its code (and the role validators) is not part of the list's first load.
const EditRolesDialog = lazyNamed(() => import('./edit-roles-dialog'), 'EditRolesDialog');

export function UsersScreen() {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  // The token itself stays on the server: the page knows it is held, its masked form, and whom it names where it says.
  const token = credentials.has('sessionToken') ? credentials.masked('sessionToken') : undefined;
  const claims = credentials.view().sessionToken.claims;
  // The screen's subject: asked again after a failure that may pass (elsewhere it is asked once, users-queries.ts).
  const users = useQuery({ ...userQueries.list(), enabled: Boolean(token), retry: retryTransient });
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<User>();
  // A token the service refused (403) stays refused: its Edit roles buttons are disabled, with the reason.
  const [refusedToken, setRefusedToken] = useState<string>();
  // Whose token this is, where the service says (the assumed GET /users/me); otherwise its JWT claims against the list.
  const me = useQuery({ ...orgAdminQueries.sessionWhoAmI(), enabled: Boolean(token) });
  // Changing roles is declared owners' only (api/access.ts): the same rule the service applies.
  const mayChange = useMayCall(userOperations.updateUserRoles);
  const memberReason =
    !mayChange.may && me.data
      ? `The session token in use belongs to ${me.data.email || me.data.name}, who is not an organization owner: only an owner can change roles.`
      : undefined;
  const blocked =
    token && users.data
      ? refusedToken === token
        ? rolesEditBlocked(users.data, claims, true)
        : (memberReason ?? rolesEditBlocked(users.data, claims, false))
      : undefined;
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const list = users.data ?? [];
    return q
      ? list.filter((u) => [u.firstName, u.lastName, u.email, u.username, ...u.roles.map((r) => r.displayName || r.name)].join(' ').toLowerCase().includes(q))
      : list;
  }, [users.data, filter]);

  return (
    <>
      <PageHeader description="Who is in the organization and which roles they hold. Changing roles replaces a user's roles with exactly the set you choose; it does not add to them." />
      <ScreenNotices facts={facts} params={{}} />
      {!token ? (
        <Section title="An owner session token is needed">
          <p>
            Users and roles are not reachable with an API key. Enter an organization owner's session token in <Link to="/settings">Settings</Link> to see the
            users and change their roles.
          </p>
        </Section>
      ) : users.isError && !users.data ? (
        <>
          <Section title="The users could not load">
            <FormError
              error={users.error}
              title={isApiError(users.error) && users.error.status === 403 ? 'This session token may not list users' : 'The request failed'}
            />
            <div className="form-actions" style={{ marginTop: '0.75rem' }}>
              <button type="button" className="button" onClick={() => users.refetch()}>
                Try again
              </button>
            </div>
          </Section>
          <Section title="Replace a user's roles by ID">
            <Suspense fallback={<p className="muted">Loading…</p>}>
              <DirectRolesForm />
            </Suspense>
          </Section>
        </>
      ) : users.isPending ? (
        <Loading what="users" />
      ) : (
        <section className="panel" aria-label="Users">
          <RefreshFailed query={users} />
          <div className="toolbar" role="search">
            <div className="field grow">
              <label htmlFor="user-filter" className="field-label">
                Filter
              </label>
              <input id="user-filter" type="search" placeholder="Name, email, role…" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </div>
          </div>
          {blocked && (
            <div className="notice notice-warn" id="roles-blocked" role="status">
              <strong>Roles cannot be changed with this session token.</strong> {blocked} <Link to="/settings">Enter an owner's token in Settings</Link>.
            </div>
          )}
          <p className="count-line" aria-live="polite">
            {shown.length} of {users.data.length} users
          </p>
          <DataTable
            rows={shown}
            rowKey={(u, i) => u.id || `no-id-${i}`}
            columns={[
              {
                header: 'Name',
                cell: (u) => (
                  <>
                    <strong className="break">{`${u.firstName} ${u.lastName}`.trim() || u.username}</strong>
                    <div className="muted small break">{u.email}</div>
                  </>
                ),
              },
              { header: 'User name', className: 'break', cell: (u) => u.username },
              { header: 'Status', cell: (u) => <EnabledBadge enabled={u.enabled} /> },
              { header: 'Last login', className: 'small', cell: (u) => <Time value={u.metadata.lastLogin} /> },
              {
                header: 'Roles',
                cell: (u) => (
                  <ul className="plain-list">
                    {u.roles.length === 0 ? <li className="muted">No roles</li> : u.roles.map((r) => <li key={r.name}>{r.displayName || r.name}</li>)}
                  </ul>
                ),
              },
              {
                header: 'Actions',
                actions: true,
                cell: (u) =>
                  u.id ? (
                    <button
                      type="button"
                      className="button button-small"
                      disabled={Boolean(blocked)}
                      aria-describedby={blocked ? 'roles-blocked' : undefined}
                      onClick={() => setEditing(u)}
                      aria-label={`Edit roles of ${u.email || u.username}`}
                    >
                      Edit roles
                    </button>
                  ) : (
                    <NoIdNote />
                  ),
              },
            ]}
          />
        </section>
      )}
      {token && users.data && <InvitationsSection users={users.data} />}
      {editing && users.data && (
        <Suspense fallback={null}>
          <EditRolesDialog user={editing} users={users.data} onClose={() => setEditing(undefined)} onForbidden={() => setRefusedToken(token)} />
        </Suspense>
      )}
    </>
  );
}
