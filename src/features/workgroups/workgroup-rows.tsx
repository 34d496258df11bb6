import { Link } from '@tanstack/react-router';
import type { Workgroup } from '../../api/schemas';
import { countByStatus } from '../../lib/workgroup-filter';
import { StatusBadge } from '../../ui/status-badge';

/** The workgroups table. */
export function WorkgroupRows({ workgroups, regionNames }: { workgroups: Workgroup[]; regionNames: Map<string, string> }) {
  return (
    <div className="table-wrap">
      <table className="responsive">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Platform · region</th>
            <th scope="col">Cloud provider</th>
            <th scope="col">Workspaces</th>
            <th scope="col">Allow list</th>
            <th scope="col" className="hide-narrow">
              Creator
            </th>
          </tr>
        </thead>
        <tbody>
          {workgroups.map((wg) => (
            <WorkgroupRow key={wg.workgroup_id} wg={wg} regionName={regionNames.get(wg.region)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WorkgroupRow({ wg, regionName }: { wg: Workgroup; regionName: string | undefined }) {
  const counts = countByStatus(wg);
  return (
    <tr>
      <td data-label="Name">
        <Link to="/workgroups/$workgroupId" params={{ workgroupId: wg.workgroup_id }} className="break">
          <strong>{wg.name || wg.workgroup_id}</strong>
        </Link>
        <div className="muted small mono">{wg.workgroup_id}</div>
      </td>
      <td data-label="Platform · region">
        <span className="nowrap">
          {wg.platform.toUpperCase()} · {wg.region}
        </span>
        {regionName && <div className="muted small">{regionName}</div>}
      </td>
      <td data-label="Cloud provider">
        <div className="break">{wg.cloud_provider_name || wg.cloud_provider_id}</div>
        {wg.cloud_provider_status && <StatusBadge status={wg.cloud_provider_status} />}
      </td>
      <td data-label="Workspaces">
        {counts.length === 0 ? (
          <span className="muted">None</span>
        ) : (
          <ul className="plain-list">
            {counts.map((c) => (
              <li key={c.status}>
                {c.count} <StatusBadge status={c.status} />
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Allow list">{wg.enable_allow_list ? <span className="badge badge-ok">On</span> : <span className="badge badge-idle">Off</span>}</td>
      <td data-label="Creator" className="hide-narrow break">{wg.creator || '—'}</td>
    </tr>
  );
}
