import { Link } from '@tanstack/react-router';
import { ProtectedMark } from '@/ui/protected-mark';
import { memo, type ReactNode, type Ref } from 'react';
import type { WorkgroupListItem } from '@/kernel/workgroup-schema';
import { countByStatus } from './workgroup-filter';
import { platformLabel } from '@/lib/labels';
import { StatusBadge } from '@/ui/status-badge';
import { EntryName } from '@/ui/no-id';

/** The workgroups table around its rows: `count` rows in all, whether or not all are drawn. */
export function WorkgroupTable({ count, bodyRef, children }: { count: number; bodyRef?: Ref<HTMLTableSectionElement>; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className="responsive" aria-rowcount={count + 1}>
        <thead>
          <tr aria-rowindex={1}>
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
        <tbody ref={bodyRef}>{children}</tbody>
      </table>
    </div>
  );
}

export const WorkgroupRow = memo(function WorkgroupRow({
  wg,
  regionName,
  index,
  measure,
}: {
  wg: WorkgroupListItem;
  regionName: string | undefined;
  index: number;
  measure?: (el: Element | null) => void;
}) {
  const counts = countByStatus(wg);
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <td data-label="Name">
        <EntryName
          id={wg.workgroup_id}
          name={wg.name}
          unnamed="Unnamed workgroup"
          link={(label) => (
            <Link to="/workgroups/$workgroupID" params={{ workgroupID: wg.workgroup_id }} className="break">
              {label}
            </Link>
          )}
        />{' '}
        <ProtectedMark on={wg.deletion_protection} />
        {wg.workspaces.length > 0 && (
          <ul className="small workspace-links" aria-label={`Workspaces of ${wg.name || wg.workgroup_id}`}>
            {wg.workspaces.map((ws, i) => (
              <li key={ws.workspace_id || `no-id-${i}`}>
                {ws.workspace_id && wg.workgroup_id ? (
                  <Link to="/workgroups/$workgroupID/workspaces/$workspaceID" params={{ workgroupID: wg.workgroup_id, workspaceID: ws.workspace_id }}>
                    {ws.name}
                  </Link>
                ) : (
                  ws.name || 'unnamed'
                )}{' '}
                <ProtectedMark on={ws.deletion_protection} />
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Platform · region">
        <span className="nowrap">
          {platformLabel(wg.platform)} · {wg.region}
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
      <td data-label="Creator" className="hide-narrow break">
        {wg.creator || '—'}
      </td>
    </tr>
  );
});
