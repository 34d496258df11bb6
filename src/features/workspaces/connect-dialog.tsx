import { Link } from '@tanstack/react-router';
import type { Workspace } from '@/kernel/workspace-schema';
import { connectSnippets, hostName } from './connect-snippets';
import { Dialog } from '@/ui/dialog';
import { CopyButton } from '@/ui/copy-button';
import { Fact } from '@/ui/page';

/**
 * How to connect to a workspace: its host, and snippets for pyTigerGraph, the REST API and the GSQL
 * client with the host and the database (graph) already in them. Secrets stay environment variables:
 * the console holds no database password or secret to put in their place.
 */
export function ConnectDialog({ ws, open, onOpenChange }: { ws: Workspace; open: boolean; onOpenChange: (open: boolean) => void }) {
  const host = hostName(ws.proxy_host);
  const graph = ws.database_name;
  const users = (
    <Link
      to="/workgroups/$workgroupID/workspaces/$workspaceID/users"
      params={{ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }}
      onClick={() => onOpenChange(false)}
    >
      Create a database user
    </Link>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Connect to ${ws.name || ws.workspace_id}`} wide>
      {!host ? (
        <div className="stack">
          <p role="status">
            <strong>This workspace has no host yet.</strong> The service gives it one once it is created and running (it is {ws.status || 'in an unknown state'}
            ); the snippets to connect appear here then.
          </p>
          <p>Meanwhile, a database user to connect with can be made ready: {users}.</p>
        </div>
      ) : (
        <div className="stack">
          <dl className="facts">
            <Fact label="Host">
              <span className="row">
                <span className="mono break">{host}</span>
                <CopyButton value={host} label="Copy host">
                  Copy host
                </CopyButton>
              </span>
            </Fact>
            <Fact label="Database (graph)">
              <span className="mono break">{graph || 'not sent by the service: replace <graph> in the snippets'}</span>
            </Fact>
          </dl>
          {['stopped', 'idle', 'paused'].includes(ws.status.toLowerCase()) && (
            <p className="notice notice-warn" role="status">
              <strong>This workspace is paused.</strong>{' '}
              {ws.enable_auto_start ? 'It starts on the first request (auto-start is on), which takes a few minutes.' : 'Resume it before connecting.'}
            </p>
          )}
          <p className="notice">
            Each snippet reads its secrets from environment variables (<code>TG_PASSWORD</code>, <code>TG_SECRET</code>, <code>TG_TOKEN</code>): this console
            never holds a database password or secret (a password is shown once, when it is made), so none is written here. {users} on this workspace's{' '}
            <em>Database users</em> screen; a secret for it is made in the database (GSQL <code>CREATE SECRET</code>).
          </p>
          {connectSnippets({ host, graph: graph || '<graph>' }).map((s) => (
            <section key={s.id} className="stack connect-snippet" aria-labelledby={`connect-${s.id}`}>
              <h3 id={`connect-${s.id}`}>{s.title}</h3>
              <p className="muted small">{s.needs}</p>
              <pre className="code" tabIndex={0} aria-label={`${s.name} snippet`}>
                {s.code}
              </pre>
              <div>
                <CopyButton value={s.code} label={`Copy ${s.name} snippet`}>
                  {`Copy ${s.name} snippet`}
                </CopyButton>
              </div>
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}
