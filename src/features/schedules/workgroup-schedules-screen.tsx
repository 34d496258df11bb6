import { useState } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { metaQueries } from '@/kernel/meta-queries';
import { replicasOf } from '@/kernel/sizes';
import { viewerZone } from '@/lib/timezones';
import { ComputePanel } from './compute-panel';
import { resizeRefusal, sizeWarning } from '@/kernel/size-rule';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { scheduleQueries } from './schedules-queries';
import { canPlaceRuns, describeSchedule, nextRuns } from '@/kernel/schedule-time';
import { formatInZone } from '@/lib/format-time';
import { PageHeader, Section } from '@/ui/page';
import { FormError } from '@/ui/form-error';
import { noticeQueries } from '@/api/screen-reads';
import { facts } from './workgroup-schedules.route-facts';
import { ReadNotices } from '@/ui/read-notices';
import { knowOperations } from '@/api/loaded-operations';
import { workgroupOperations } from '@/kernel/workgroups-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(workgroupOperations);

const route = getRouteApi('/workgroups/$workgroupID/schedules');

/** Every schedule of every workspace of a workgroup, on one screen. */
export function WorkgroupSchedulesScreen() {
  const { workgroupID } = route.useParams();
  const { data: wg } = useSuspenseQuery(workgroupQueries.detail(workgroupID));
  // A workspace the service sent without an id (the vendor's dialect) has no path to read its schedules at.
  const lists = useQueries({
    queries: wg.workspaces.map((ws) => ({ ...scheduleQueries.forWorkspace({ workgroupID, workspaceID: ws.workspace_id }), enabled: Boolean(ws.workspace_id) })),
  });
  const [now] = useState(() => Date.now());
  const sizes = useQuery(metaQueries.workspaceOptions()).data?.workspaceTypes;
  return (
    <>
      <PageHeader names={{ workgroup: wg.name || workgroupID }} description="When each workspace of this workgroup changes size." />
      <ReadNotices
        queries={[
          ...noticeQueries(facts, { workgroupID }),
          ...wg.workspaces.map((ws) => scheduleQueries.forWorkspace({ workgroupID, workspaceID: ws.workspace_id })),
        ]}
      />
      {wg.workspaces.length === 0 && <p className="panel muted">This workgroup has no workspaces, so nothing is scheduled.</p>}
      {wg.workspaces.map((ws, i) => {
        const q = lists[i]!;
        return (
          <Section
            key={ws.workspace_id || `no-id-${i}`}
            title={`${ws.name} · ${ws.workspace_type?.typeName ?? 'size unknown'}`}
            actions={
              // A read-only workspace takes no schedule (kernel/size-rule.ts): nothing to edit there.
              ws.workspace_id &&
              !resizeRefusal(ws) && (
                <Link
                  to="/workgroups/$workgroupID/workspaces/$workspaceID/schedules"
                  params={{ workgroupID, workspaceID: ws.workspace_id }}
                  className="button button-small"
                >
                  Edit schedules
                </Link>
              )
            }
          >
            {!ws.workspace_id ? (
              <p className="muted small">Read-only: sent without an id, so its schedules cannot be read.</p>
            ) : q.isPending ? (
              <p className="muted">Loading…</p>
            ) : q.isError ? (
              <FormError error={q.error} title="This workspace's schedules could not load" />
            ) : q.data.length === 0 ? (
              <p className="muted">{resizeRefusal(ws) ? `No schedules. ${resizeRefusal(ws)}` : 'No schedules.'}</p>
            ) : (
              <>
                {sizes && (
                  <ComputePanel
                    compact
                    schedules={q.data}
                    sizes={sizes}
                    currentSize={ws.workspace_type?.typeName ?? ''}
                    replicas={replicasOf(ws)}
                    zone={viewerZone()}
                    now={now}
                  />
                )}
                <ul className="plain-list">
                  {q.data.map((s, i) => {
                    const next = nextRuns(s, now, 1)[0];
                    const fit = sizeWarning(
                      ws,
                      sizes?.find((t) => t.typeName === s.workspace_type_name),
                    );
                    return (
                      <li key={s.id || `no-id-${i}`}>
                        {describeSchedule(s)}
                        {fit && <strong className="field-warn"> · {fit.verdict === 'too-small' ? 'cannot hold the graph' : 'may not hold the graph'}</strong>}
                        <span className="muted small">
                          {' '}
                          ·{' '}
                          {next
                            ? `next ${formatInZone(next.at, s.timezone)}`
                            : canPlaceRuns(s)
                              ? 'will not run again'
                              : 'runs cannot be placed (time zone or time missing)'}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </Section>
        );
      })}
    </>
  );
}
