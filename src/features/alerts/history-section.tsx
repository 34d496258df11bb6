import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { alertQueries } from './alerts-queries';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import type { WorkgroupListItem } from '@/kernel/workgroup-schema';
import type { Alert } from './alerts-schema';
import { Section } from '@/ui/page';
import { DataTable } from '@/ui/data-table';
import { Time } from '@/ui/time';
import { ReadFailed } from '@/ui/read-failed';
import { NO_ALERTS } from './not-offered';

const route = getRouteApi('/alerts');

export const metricText = (m: string) =>
  m === 'cpu' ? 'CPU' : m === 'memory' ? 'Memory' : m === 'disk' ? 'Disk' : m === 'budget' ? 'Budget (month’s spending)' : m || '—';
const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 10) / 10} %`);

function WorkspaceCell({ a }: { a: Alert }) {
  const name = a.workspace_name || a.workspace_id || '—';
  if (!a.workgroup_id || !a.workspace_id) return <>{name}</>;
  return (
    <>
      <Link to="/workgroups/$workgroupID/workspaces/$workspaceID/monitoring" params={{ workgroupID: a.workgroup_id, workspaceID: a.workspace_id }}>
        {name}
      </Link>
      <div className="muted small">{a.workgroup_name || a.workgroup_id}</div>
    </>
  );
}

/**
 * Each workspace as a choice named with its workgroup ("production · Fraud detection"): every workgroup has its own
 * "production", and an option's group is neither read out with it nor shown in the closed list. Two of one name in
 * one workgroup add their ids.
 */
function workspaceChoices(workgroups: readonly Pick<WorkgroupListItem, 'workgroup_id' | 'name' | 'workspaces'>[] | undefined): { id: string; label: string }[] {
  const all = (workgroups ?? []).flatMap((wg) =>
    wg.workspaces.map((w) => ({ id: w.workspace_id, label: `${w.name || w.workspace_id} · ${wg.name || wg.workgroup_id}` })),
  );
  const count = new Map<string, number>();
  all.forEach((c) => count.set(c.label, (count.get(c.label) ?? 0) + 1));
  return all.map((c) => ((count.get(c.label) ?? 0) > 1 ? { ...c, label: `${c.label} (${c.id})` } : c));
}

/** Every alert, newest first, with when it fired and resolved; the workspace filter is in the address (`?workspace=`). */
export function HistorySection() {
  const { workspace = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const history = useQuery(alertQueries.history(workspace));
  const workgroups = useQuery(workgroupQueries.list());
  const known = workgroups.data?.some((wg) => wg.workspaces.some((w) => w.workspace_id === workspace));
  return (
    <Section title="Alert history">
      <div className="field" style={{ maxWidth: '24rem' }}>
        <label htmlFor="alert-workspace">Workspace</label>
        <select id="alert-workspace" value={workspace} onChange={(e) => void navigate({ search: (s) => ({ ...s, workspace: e.target.value || undefined }) })}>
          <option value="">All workspaces</option>
          {workspace && !known && <option value={workspace}>{workspace}</option>}
          {workspaceChoices(workgroups.data).map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {history.data ? (
        <DataTable
          rows={history.data}
          rowKey={(a, i) => a.id || `no-id-${i}`}
          caption="Alert history"
          empty={<p className="muted">{workspace ? 'No alert on this workspace yet.' : 'No alert yet.'}</p>}
          columns={[
            { header: 'Workspace', className: 'break', cell: (a) => <WorkspaceCell a={a} /> },
            { header: 'Metric', cell: (a) => metricText(a.metric) },
            { header: 'Value', className: 'num', cell: (a) => `${pct(a.value)} (threshold ${pct(a.threshold)})` },
            {
              header: 'State',
              cell: (a) =>
                a.state === 'firing' ? (
                  <span className="badge badge-error">Firing</span>
                ) : (
                  <span className="badge badge-ok">{a.state === 'resolved' ? 'Resolved' : a.state === 'notified' ? 'Notified' : a.state || '—'}</span>
                ),
            },
            { header: 'Fired', className: 'small', cell: (a) => <Time value={a.fired_at} /> },
            {
              header: 'Resolved',
              className: 'small',
              cell: (a) =>
                a.resolved_at ? <Time value={a.resolved_at} /> : <span className="muted">{a.state === 'notified' ? 'not applicable' : 'not yet'}</span>,
            },
          ]}
        />
      ) : history.isError ? (
        <ReadFailed what="Alert history" why={NO_ALERTS} error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <p className="muted">Loading…</p>
      )}
    </Section>
  );
}
