import { useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { activityLog } from '@/api/activity';
import type { Resource } from '@/api/operations';
import { operationDirectory as operations } from '@/api/operation-directory.gen';
import { targetOf } from './activity-target';
import { CopyButton } from '@/ui/copy-button';
import { formatInstant } from '@/lib/format-time';
import { describeNotice } from '@/api/schemas/read';
import { DataTable } from '@/ui/data-table';

const resources: { value: Resource | ''; label: string }[] = [
  { value: '', label: 'All resources' },
  { value: 'workgroups', label: 'Workgroups' },
  { value: 'workspaces', label: 'Workspaces' },
  { value: 'databases', label: 'Databases' },
  { value: 'schedules', label: 'Schedules' },
  { value: 'allowList', label: 'Allow lists' },
  { value: 'cloudProviders', label: 'Cloud providers' },
  { value: 'meta', label: 'Options and add-ons' },
  { value: 'users', label: 'Users' },
  { value: 'dbUsers', label: 'Database users' },
  { value: 'org', label: 'Organization' },
  { value: 'apiKeys', label: 'API keys' },
];

/** What this browser sent, reads included: kept in this browser only (the fallback where the deployment keeps no audit trail). */
export function BrowserLog() {
  const entries = useSyncExternalStore(activityLog.subscribe, activityLog.entries, activityLog.entries);
  const [outcome, setOutcome] = useState<'' | 'ok' | 'failed'>('');
  const [resource, setResource] = useState<Resource | ''>('');
  const [writesOnly, setWritesOnly] = useState(false);
  const shown = useMemo(
    () =>
      entries.filter(
        (e) =>
          (!outcome || (outcome === 'ok') === e.ok) && (!resource || operations[e.operation]?.resource === resource) && (!writesOnly || e.method !== 'GET'),
      ),
    [entries, outcome, resource, writesOnly],
  );
  return (
    <>
      <section className="panel" aria-label="Requests from this browser">
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <p className="muted small">
            Every request this console sent from this browser, newest first (the last 500). Kept in this browser only; keys and tokens are never recorded.
          </p>
          <button type="button" className="button" onClick={() => activityLog.clear()} disabled={entries.length === 0}>
            Clear activity
          </button>
        </div>
        <div className="toolbar">
          <div className="field">
            <label htmlFor="act-outcome" className="field-label">
              Outcome
            </label>
            <select id="act-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as typeof outcome)}>
              <option value="">All outcomes</option>
              <option value="ok">Succeeded</option>
              <option value="failed">Failed</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="act-resource" className="field-label">
              Resource
            </label>
            <select id="act-resource" value={resource} onChange={(e) => setResource(e.target.value as Resource | '')}>
              {resources.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          <label className="check-field" style={{ alignSelf: 'center' }}>
            <input type="checkbox" checked={writesOnly} onChange={(e) => setWritesOnly(e.target.checked)} /> Changes only (hide reads)
          </label>
        </div>
        <p className="count-line">
          {shown.length} of {entries.length} requests
        </p>
        {shown.length === 0 ? (
          <p className="muted">Nothing recorded{entries.length ? ' matches these filters' : ' yet'}.</p>
        ) : (
          <DataTable
            rows={shown.slice(0, 200)}
            rowKey={(e) => e.id}
            columns={[
              { header: 'Time', className: 'small nowrap', cell: (e) => formatInstant(e.startedAt) },
              {
                header: 'Operation',
                cell: (e) => (
                  <>
                    {operations[e.operation]?.title ?? e.operation}
                    <div className="muted small mono break">
                      {e.method} {e.path}
                    </div>
                    {e.contractPath && <div className="muted small">Revision A's path: this deployment does not offer the contract's</div>}
                  </>
                ),
              },
              {
                header: 'Target',
                className: 'break',
                cell: (e) => {
                  const target = targetOf(e.operation, e.contractPath ?? e.path);
                  // targetOf builds params from the route path it names; the router types params per literal path.
                  return target.to ? (
                    <Link to={target.to} params={target.params as never}>
                      {target.label}
                    </Link>
                  ) : (
                    target.label
                  );
                },
              },
              {
                header: 'Outcome',
                cell: (e) => (
                  <>
                    <span className={`badge ${e.ok ? 'badge-ok' : 'badge-error'}`}>
                      {e.status === 0 ? 'No answer' : `${e.status} ${e.ok ? 'OK' : e.status < 300 ? 'Not understood' : 'Failed'}`}
                    </span>
                    {e.reason && <div className="small break">{e.reason}</div>}
                    {e.notices?.length ? (
                      <details className="small">
                        <summary>{e.notices.length === 1 ? '1 part' : `${e.notices.length} parts`} not read</summary>
                        <ul className="plain-list mono break">
                          {e.notices.map((n, i) => (
                            <li key={i}>{describeNotice(n)}</li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </>
                ),
              },
              {
                header: 'Request ID',
                className: 'small',
                cell: (e) =>
                  e.requestId ? (
                    <span className="row">
                      <code>{e.requestId}</code> <CopyButton value={e.requestId} label={`Copy request ID ${e.requestId}`} />
                    </span>
                  ) : (
                    '—'
                  ),
              },
              { header: 'Duration', className: 'num small', cell: (e) => `${e.durationMs} ms` },
            ]}
          />
        )}
      </section>
    </>
  );
}
