import { Suspense } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { dbUserQueries, useDeleteDbUser } from './db-users-queries';
import { PageHeader } from '@/ui/page';
import { ListLoadError } from '@/ui/list-load-error';
import { facts } from './db-users.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { RefreshFailed } from '@/ui/refresh-failed';
import { NoIdNote } from '@/ui/no-id';
import { Time } from '@/ui/time';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { lazyNamed } from '@/ui/lazy';
import { DataTable } from '@/ui/data-table';
import { Loading } from '@/ui/route-states';
import { EnabledBadge } from '@/ui/status-badge';
import { knowOperations } from '@/api/loaded-operations';
import { workspaceOperations } from '@/kernel/workspaces-operations';
import { dbUserOperations } from './db-users-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations({ ...workspaceOperations, ...dbUserOperations });

const DbUserDialog = lazyNamed(() => import('./db-user-dialogs'), 'DbUserDialog');

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/users');

export function DbUsersScreen() {
  const p = route.useParams();
  const { dialog, username } = route.useSearch();
  const navigate = route.useNavigate();
  const open = (d: typeof dialog, name?: string) => void navigate({ search: { dialog: d, username: name }, replace: d === undefined });
  const close = () => open(undefined);
  const { data: ws } = useSuspenseQuery(workspaceQueries.detail(p));
  const users = useQuery(dbUserQueries.list(p));
  const remove = useDeleteDbUser(p);
  const readOnly = !ws.is_rw;
  return (
    <>
      <PageHeader
        names={{ workgroup: ws.workgroup_name || 'Workgroup', workspace: ws.name }}
        description={`The database's own users, for the applications and query tools that connect to ${ws.name}. They are not organization users.`}
        actions={
          !readOnly && (
            <button type="button" className="button button-primary" onClick={() => open('create')}>
              Create user
            </button>
          )
        }
      />
      <ScreenNotices facts={facts} params={p} />
      {readOnly && (
        <div className="notice" role="note">
          <strong>This workspace is read-only.</strong> It shares the users of its database ({ws.database_name || ws.database_id}): they are listed here and
          sign in here, but the service creates, changes and deletes them only on the database's read-write workspace.
        </div>
      )}
      {users.isError && !users.data ? (
        <ListLoadError what="database users" error={users.error} onRetry={() => void users.refetch()} />
      ) : users.isPending ? (
        <Loading what="users" />
      ) : (
        <section className="panel" aria-label="Database users">
          <RefreshFailed query={users} />
          <p className="count-line">{users.data.length === 1 ? '1 user' : `${users.data.length} users`}</p>
          {users.data.length > 0 && (
            <DataTable
              rows={users.data}
              rowKey={(u, i) => u.username || `no-name-${i}`}
              columns={[
                { header: 'Username', className: 'mono break', cell: (u) => u.username || '—' },
                { header: 'Status', cell: (u) => <EnabledBadge enabled={u.enabled} /> },
                { header: 'Created', className: 'small', cell: (u) => <Time value={u.created} /> },
                { header: 'Password changed', className: 'small', cell: (u) => <Time value={u.updated} /> },
                {
                  header: 'Actions',
                  actions: true,
                  cell: (u) =>
                    !u.username ? (
                      <NoIdNote />
                    ) : (
                      !readOnly && (
                        <div className="row">
                          <button
                            type="button"
                            className="button button-small"
                            onClick={() => open('password', u.username)}
                            aria-label={`Change password of ${u.username}`}
                          >
                            Change password
                          </button>
                          <button
                            type="button"
                            className="button button-small button-danger"
                            onClick={() => open('delete', u.username)}
                            aria-label={`Delete ${u.username}`}
                          >
                            Delete
                          </button>
                        </div>
                      )
                    ),
                },
              ]}
            />
          )}
          <p className="small muted">
            <Link to="/workgroups/$workgroupID/workspaces/$workspaceID" params={p}>
              Back to {ws.name}
            </Link>
          </p>
        </section>
      )}
      <Suspense fallback={null}>
        {!readOnly && dialog === 'create' && <DbUserDialog ws={p} existing={users.data?.map((u) => u.username) ?? []} onClose={close} />}
        {!readOnly && dialog === 'password' && username && <DbUserDialog ws={p} username={username} onClose={close} />}
      </Suspense>
      {!readOnly && username && (
        <TypedConfirmDialog
          open={dialog === 'delete'}
          onClose={close}
          title={`Delete ${username}`}
          confirmText={username}
          actionLabel="Delete user"
          mutation={remove}
          onConfirm={() =>
            remove.mutateAsync(username).then(() => {
              toast({ tone: 'success', title: `Database user ${username} deleted` });
              close();
            })
          }
          extra={<CopyRequest operation="deleteDbUser" args={() => ({ params: p, body: { username } })} />}
        >
          <p>
            Applications and tools that sign in as <strong className="mono">{username}</strong> will lose access to the database at once. This cannot be undone.
          </p>
        </TypedConfirmDialog>
      )}
    </>
  );
}
