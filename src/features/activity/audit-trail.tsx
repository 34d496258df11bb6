import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { auditQueries, type AuditSearch } from './audit-queries';
import { isApiError } from '@/api/api-error';
import type { OperationName } from '@/api/operations';
import type { AuditEntry } from './audit-schema';
import { CopyButton } from '@/ui/copy-button';
import { DataTable } from '@/ui/data-table';
import { FormError } from '@/ui/form-error';
import { formatInstant } from '@/lib/format-time';
import { localInputOf } from './activity-search';
import { targetOf } from './activity-target';
import { auditCsv, describeChanges, download } from './audit-csv';

/** A `datetime-local` value (the viewer's zone) as an ISO instant; '' when empty, undefined when unreadable. */
function instantOf(local: string): string | undefined {
  if (!local) return '';
  const t = new Date(local).getTime();
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

function Target({ e }: { e: AuditEntry }) {
  const target = targetOf(e.operation as OperationName, e.path);
  if (!e.operation || !target.to) return <>{e.target || '—'}</>;
  return (
    // targetOf builds params from the route path it names; the router types params per literal path.
    <Link to={target.to} params={target.params as never}>
      {target.label}
    </Link>
  );
}

const route = getRouteApi('/activity');

/** The server's audit trail: the same for every browser, searchable, exportable. `fallback` is shown where the deployment keeps none. */
export function AuditTrail({ fallback }: { fallback: ReactNode }) {
  // What was searched lives in the URL (?q=&since=&until=&outcome=): a reload, a link or Back shows the same entries.
  const place = route.useSearch();
  const navigate = route.useNavigate();
  const draftOf = () => ({ q: place.q, from: localInputOf(place.since), to: localInputOf(place.until) });
  const [draft, setDraft] = useState(draftOf);
  // Back and Forward bring their search into the boxes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- draftOf reads exactly these
  useEffect(() => setDraft(draftOf()), [place.q, place.since, place.until]);
  const search: AuditSearch = { q: place.q || undefined, since: place.since || undefined, until: place.until || undefined };
  const outcome = place.outcome;
  const setOutcome = (o: string) => void navigate({ search: (s) => ({ ...s, outcome: o as typeof outcome }), replace: true, resetScroll: false });
  const [rangeError, setRangeError] = useState('');
  const trail = useQuery({ ...auditQueries.search(search), placeholderData: keepPreviousData });
  const shown = useMemo(() => (trail.data ?? []).filter((e) => !outcome || e.outcome === outcome), [trail.data, outcome]);

  function submit(ev: FormEvent) {
    ev.preventDefault();
    const since = instantOf(draft.from);
    const until = instantOf(draft.to);
    if (since === undefined || until === undefined) return setRangeError('Enter a complete date and time.');
    if (since && until && since > until) return setRangeError('"To" must be after "From".');
    setRangeError('');
    void navigate({ search: (s) => ({ ...s, q: draft.q.trim(), since, until }), resetScroll: false });
  }

  if (isApiError(trail.error) && trail.error.notOffered) {
    return (
      <>
        <div className="notice" role="status">
          <strong>This deployment does not offer an audit trail</strong> (<code>GET /audit-log</code>). Below is what this browser sent instead: other browsers
          and people are not in it.
        </div>
        {fallback}
      </>
    );
  }

  return (
    <section className="panel" aria-label="Audit trail">
      <p className="muted small">
        Every change sent to the control service, accepted or refused, by anyone with access to this organization: the same for every browser. Times are in your
        zone; the export is in UTC. Passwords, keys and tokens are never recorded.
      </p>
      <form className="toolbar" onSubmit={submit} role="search" aria-label="Search the audit trail">
        <div className="field">
          <label htmlFor="audit-q" className="field-label">
            RequestID, target or who
          </label>
          <input id="audit-q" type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} placeholder="req-…, wg-0001, Ada" />
        </div>
        <div className="field">
          <label htmlFor="audit-from" className="field-label">
            From
          </label>
          <input id="audit-from" type="datetime-local" step={1} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="audit-to" className="field-label">
            To
          </label>
          <input
            id="audit-to"
            type="datetime-local"
            step={1}
            value={draft.to}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? 'audit-range-error' : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          {rangeError && (
            <p id="audit-range-error" className="field-error" role="alert">
              {rangeError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="audit-outcome" className="field-label">
            Outcome
          </label>
          <select id="audit-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
            <option value="">All outcomes</option>
            <option value="accepted">Accepted</option>
            <option value="refused">Refused</option>
            <option value="failed">Failed</option>
          </select>
        </div>
        <button type="submit" className="button" style={{ alignSelf: 'end' }}>
          Search
        </button>
      </form>
      {trail.error && <FormError error={trail.error} />}
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <p className="count-line" aria-live="polite">
          {trail.isPending
            ? 'Loading the audit trail…'
            : `${shown.length} ${shown.length === 1 ? 'entry' : 'entries'}${trail.isFetching ? ' (refreshing…)' : ''}`}
        </p>
        <button
          type="button"
          className="button"
          disabled={shown.length === 0}
          onClick={() => download(`audit-trail-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.csv`, auditCsv(shown))}
        >
          Export CSV
        </button>
      </div>
      {!trail.isPending && shown.length === 0 ? (
        <p className="muted">Nothing recorded matches this search.</p>
      ) : (
        <DataTable
          rows={shown.slice(0, 500)}
          rowKey={(e) => e.id}
          columns={[
            { header: 'Time', className: 'small nowrap', cell: (e) => <time dateTime={e.at}>{formatInstant(e.at)}</time> },
            { header: 'Who', className: 'break', cell: (e) => e.who || '—' },
            {
              header: 'Operation',
              cell: (e) => (
                <>
                  {e.title || e.operation}
                  <div className="muted small mono break">
                    {e.method} {e.path}
                  </div>
                </>
              ),
            },
            { header: 'Target', className: 'break', cell: (e) => <Target e={e} /> },
            {
              header: 'Outcome',
              cell: (e) => (
                <>
                  <span className={`badge ${e.outcome === 'accepted' ? 'badge-ok' : 'badge-error'}`}>
                    {e.status ?? '—'} {e.outcome === 'accepted' ? 'Accepted' : e.outcome === 'refused' ? 'Refused' : 'Failed'}
                  </span>
                  {e.reason && <div className="small break">{e.reason}</div>}
                  {e.changes.length > 0 && (
                    <details className="small">
                      <summary>What changed</summary>
                      <pre className="mono break" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                        {describeChanges(e)}
                      </pre>
                    </details>
                  )}
                </>
              ),
            },
            {
              header: 'Request ID',
              className: 'small',
              cell: (e) => (
                <span className="row">
                  <code>{e.request_id}</code> <CopyButton value={e.request_id} label={`Copy request ID ${e.request_id}`} />
                  {e.upstream_request_id && <span className="muted">upstream {e.upstream_request_id}</span>}
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
