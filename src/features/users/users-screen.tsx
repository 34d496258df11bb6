import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { credentials } from '@/api/credentials';
import { userQueries } from '@/api/queries/users';
import type { User } from '@/api/schemas';
import { PageHeader, Section } from '@/ui/page';
import { FormError } from '@/ui/form-error';
import { RefreshFailed } from '@/ui/refresh-failed';
import { Time } from '@/ui/time';
import { isApiError } from '@/api/api-error';
import { lazyNamed } from '@/ui/lazy';
import { ReadNotices } from '@/ui/read-notices';
import { rolesEditBlocked } from '@/lib/roles';
import { NoIdNote } from '@/ui/no-id';

const DirectRolesForm = lazyNamed(() => import('./direct-roles-form'), 'DirectRolesForm');
// Opens on a click: its code (and the role validators) is not part of the list's first load.
const EditRolesDialog = lazyNamed(() => import('./edit-roles-dialog'), 'EditRolesDialog');

export function UsersScreen() {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const token = credentials.sessionToken();
  const users = useQuery({ ...userQueries.list(), enabled: Boolean(token) });
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<User>();
  // A token the service refused (403) stays refused: its Edit roles buttons are disabled, with the reason.
  const [refusedToken, setRefusedToken] = useState<string>();
  const blocked = token && users.data ? rolesEditBlocked(users.data, token, refusedToken === token) : undefined;
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const list = users.data ?? [];
    return q ? list.filter((u) => [u.firstName, u.lastName, u.email, u.username, ...u.roles.map((r) => r.displayName || r.name)].join(' ').toLowerCase().includes(q)) : list;
  }, [users.data, filter]);

  return (
    <>
      <PageHeader
        title="Organization users"
        description="Who is in the organization and which roles they hold. Changing roles replaces a user's roles with exactly the set you choose; it does not add to them."
      />
      <ReadNotices queries={[userQueries.list()]} />
      {!token ? (
        <Section title="An owner session token is needed">
          <p>
            Users and roles are not reachable with an API key. Enter an organization owner's session token in <Link to="/settings">Settings</Link> to see the users and change their
            roles.
          </p>
        </Section>
      ) : users.isError && !users.data ? (
        <>
          <Section title="The users could not load">
            <FormError error={users.error} title={isApiError(users.error) && users.error.status === 403 ? 'This session token may not list users' : 'The request failed'} />
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
        <div className="pending" role="status">
          <span className="spinner" aria-hidden="true" /> Loading users…
        </div>
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
          <div className="table-wrap">
            <table className="responsive">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">User name</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last login</th>
                  <th scope="col">Roles</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((u, i) => (
                  <tr key={u.id || `no-id-${i}`}>
                    <td data-label="Name">
                      <strong className="break">{`${u.firstName} ${u.lastName}`.trim() || u.username}</strong>
                      <div className="muted small break">{u.email}</div>
                    </td>
                    <td data-label="User name" className="break">{u.username}</td>
                    <td data-label="Status">{u.enabled ? <span className="badge badge-ok">Enabled</span> : <span className="badge badge-idle">Disabled</span>}</td>
                    <td data-label="Last login" className="small">
                      <Time value={u.metadata.lastLogin} />
                    </td>
                    <td data-label="Roles">
                      <ul className="plain-list">
                        {u.roles.length === 0 ? <li className="muted">No roles</li> : u.roles.map((r) => <li key={r.name}>{r.displayName || r.name}</li>)}
                      </ul>
                    </td>
                    <td data-label="">
                      {u.id ? (
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
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {editing && users.data && (
        <Suspense fallback={null}>
          <EditRolesDialog user={editing} users={users.data} onClose={() => setEditing(undefined)} onForbidden={() => setRefusedToken(token)} />
        </Suspense>
      )}
    </>
  );
}
