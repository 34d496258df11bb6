import { Suspense, useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { scheduleQueries, useDeleteSchedule } from './schedules-queries';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { metaQueries } from '@/kernel/meta-queries';
import type { Schedule } from '@/kernel/schedule-schema';
import { canPlaceRuns, clashesOf, describeSchedule, nextRuns } from '@/kernel/schedule-time';
import { formatInZone } from '@/lib/format-time';
import { viewerZone } from '@/lib/timezones';
import { weekOffsetLabel } from '@/lib/labels';
import { PageHeader, Section } from '@/ui/page';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ListLoadError } from '@/ui/list-load-error';
import { RefreshFailed } from '@/ui/refresh-failed';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';
import { lazyNamed } from '@/ui/lazy';
import { facts } from './workspace-schedules.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { fitRule } from '@/kernel/fit';
import { replicasOf } from '@/kernel/sizes';
import { resizeRefusal, sizeWarning } from '@/kernel/size-rule';
import { NoIdNote } from '@/ui/no-id';
import { AfterPaint, useAfterPaint } from '@/ui/after-paint';
import '@/ui/placeholders.css';
import { rowFocusProps, useRowFocus } from '@/ui/row-focus';
import { knowOperations } from '@/api/loaded-operations';
import { workspaceOperations } from '@/kernel/workspaces-operations';
import { scheduleOperations } from './schedules-operations';
import { metaOperations } from '@/kernel/meta-operations';

// The rows of what this screen reads as it lands (what it waits for and the service's options it shows) come with its
// chunk (the page preloads them on landing), not a round trip after its code has run.
knowOperations({ ...workspaceOperations, ...scheduleOperations, ...metaOperations });

// Below the editor: its code follows the first render instead of delaying it.
const WeekView = lazyNamed(() => import('./week-view'), 'WeekView');
// The editor follows the first paint: its code with it (and the form library's when the admin reaches for the form).
const ScheduleEditor = lazyNamed(() => import('./schedule-editor-slot'), 'ScheduleEditorSlot');
// Last on the screen, below the week view: loaded the same way.
const placeholder = (kind: string, text: string) => (
  <div className={`${kind}-placeholder`} role="status">
    {text}
  </div>
);
const editorPlaceholder = placeholder('editor', 'Loading the editor…');
const computePlaceholder = placeholder('compute', 'Working out this week’s compute…');
const ComputePanel = lazyNamed(() => import('./compute-panel'), 'ComputePanel');
const weekPlaceholder = placeholder('week', 'Loading the week view…');

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/schedules');

export function WorkspaceSchedulesScreen() {
  const { workgroupID, workspaceID } = route.useParams();
  const p = { workgroupID, workspaceID };
  const { data: ws } = useSuspenseQuery(workspaceQueries.detail(p));
  const scheduleList = useSuspenseQuery(scheduleQueries.forWorkspace(p));
  const schedules = scheduleList.data;
  // A schedule just created or saved takes focus in the list.
  useRowFocus();
  const options = useQuery(metaQueries.workspaceOptions());
  const remove = useDeleteSchedule(p);
  // The week the week view shows, and its zone (the compute panel describes the same week), and the schedule being edited:
  // in the URL (?week=&zone=&edit=), so a reload keeps them; a step replaces the entry instead of piling up Back presses.
  const search = route.useSearch();
  const navigate = useNavigate();
  // Held as well as named in the URL: a refresh without it (deleted elsewhere) keeps the editor and what was typed.
  // With the workspace it belongs to: the route stays mounted when another workspace's schedules are opened (palette, Back).
  const [held, setHeld] = useState<{ workspaceID: string; schedule: Schedule }>();
  const editingHeld =
    held?.workspaceID === workspaceID && held.schedule.id === search.edit ? held.schedule : schedules.find((s) => s.id && s.id === search.edit);
  const setEditing = (schedule: Schedule | undefined) => {
    setHeld(schedule && { workspaceID, schedule });
    void navigate({ to: '.', search: (prev) => ({ ...prev, edit: schedule?.id || undefined }), replace: true, resetScroll: false });
  };
  const editingId = editingHeld?.id;
  const editing = editingHeld && (schedules.find((s) => s.id === editingHeld.id) ?? editingHeld);
  const [deleting, setDeleting] = useState<Schedule>();
  const [now] = useState(() => Date.now());
  const week = { offset: search.week, zone: search.zone ?? viewerZone() };
  const setWeek = (w: { offset: number; zone: string }) =>
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, week: w.offset, zone: w.zone === viewerZone() ? undefined : w.zone }),
      replace: true,
      resetScroll: false,
    });
  const weekZone = schedules.some((s) => canPlaceRuns(s) && s.timezone === week.zone) ? week.zone : viewerZone();
  const sizes = options.data?.workspaceTypes ?? [];
  // Sizes these schedules set that may not hold the graph (the size rule, kernel/size-rule.ts).
  const fitOf = (size: string | undefined) =>
    sizeWarning(
      ws,
      sizes.find((t) => t.typeName === size),
    );
  const risky = [...new Set(schedules.map((s) => s.workspace_type_name))].filter((s) => fitOf(s));
  const currentFit = sizeWarning(ws, ws.workspace_type ?? undefined);
  // A workspace the size rule refuses a resize takes no schedule either (the service refuses one the same way).
  const refusal = resizeRefusal(ws);
  // Runs, clashes and the sections below the editor are time-zone maths: they
  // follow the first paint instead of delaying it (ui/after-paint.tsx).
  const painted = useAfterPaint();
  // Schedules that set different sizes at the same moment, each with the ones it clashes with.
  const clashes = useMemo(() => (painted ? clashesOf(schedules, now) : new Map<number, never>()), [painted, schedules, now]);
  // The sizes say which schedules may not hold the graph (a line each): the list shows once they are in, in the place
  // kept for it, and what follows it (which needs them too) with it, so that nothing shown moves.
  const ready = painted && !options.isPending;

  return (
    <>
      <PageHeader
        title={`Schedules of ${ws.name}`}
        names={{ workgroup: ws.workgroup_name || workgroupID, workspace: ws.name }}
        description={`Each schedule sets the workspace to a size at a time. It is ${ws.workspace_type?.typeName ?? 'of unknown size'} now.`}
      />
      <ScreenNotices facts={facts} params={p} />
      {currentFit && (
        <p className="notice notice-warn small" role="note">
          <strong>Its current size, {ws.workspace_type?.typeName}, may not hold the graph.</strong> {currentFit.message}
        </p>
      )}
      <Section title={`Schedules (${schedules.length})`}>
        <RefreshFailed query={scheduleList} />
        {risky.length > 0 && <p className="muted small">{fitRule}</p>}
        {!ready ? (
          <div className="skeleton-list" role="status" aria-label="Reading the sizes…" style={{ minHeight: `${schedules.length * 4.5}rem` }} />
        ) : schedules.length === 0 ? (
          <p className="muted">{refusal ? 'No schedules.' : 'No schedules yet. Create one below.'}</p>
        ) : (
          <ul className="schedule-list">
            {schedules.map((s, i) => {
              const next = painted ? nextRuns(s, now, 1)[0] : undefined;
              const fit = fitOf(s.workspace_type_name);
              const clash = clashes.get(i);
              return (
                <li key={s.id || `no-id-${i}`} className={s.id && s.id === editingId ? 'editing' : ''} {...(s.id ? rowFocusProps(s.id) : {})}>
                  <div>
                    <strong>{describeSchedule(s)}</strong>
                    {fit && (
                      <div className="field-warn small">
                        <strong>May not hold the graph.</strong> {fit.message}
                      </div>
                    )}
                    {clash && (
                      <div className="field-warn small">
                        <strong>Clashes</strong> with {clash.with.map((j) => `“${describeSchedule(schedules[j]!)}”`).join(' and ')}: both set a size at{' '}
                        {formatInZone(clash.at, s.timezone)}.
                      </div>
                    )}
                    <div className="muted small">
                      {!painted
                        ? 'Next: …'
                        : next
                          ? `Next: ${formatInZone(next.at, s.timezone)}${s.timezone !== viewerZone() ? ` (${formatInZone(next.at, viewerZone())} your time)` : ''}`
                          : canPlaceRuns(s)
                            ? 'Will not run again'
                            : 'Its runs cannot be placed: the time zone or time is missing or unknown. Edit it to set them.'}
                    </div>
                  </div>
                  {s.id ? (
                    <div className="row">
                      {!refusal && (
                        <button
                          type="button"
                          className="button button-small"
                          onClick={() => setEditing(s)}
                          aria-label={`Edit schedule: ${describeSchedule(s)}`}
                        >
                          Edit
                        </button>
                      )}
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setDeleting(s)}
                        aria-label={`Delete schedule: ${describeSchedule(s)}`}
                      >
                        Delete
                      </button>
                    </div>
                  ) : (
                    <NoIdNote />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      {ready && (
        <>
          <Section title={editing ? 'Edit schedule' : 'New schedule'}>
            {refusal ? (
              <p className="notice" role="note">
                {refusal} A schedule only changes a workspace's size, so it takes none.
              </p>
            ) : options.isError ? (
              <ListLoadError what="sizes" error={options.error} onRetry={() => options.refetch()} />
            ) : (
              <AfterPaint fallback={editorPlaceholder}>
                <Suspense fallback={editorPlaceholder}>
                  <ScheduleEditor
                    workgroupID={workgroupID}
                    workspaceID={workspaceID}
                    schedules={schedules}
                    editing={editing}
                    sizes={sizes}
                    workspace={ws}
                    onDone={() => setEditing(undefined)}
                  />
                </Suspense>
              </AfterPaint>
            )}
          </Section>
          <Section title="Week view">
            <AfterPaint fallback={weekPlaceholder}>
              <Suspense fallback={weekPlaceholder}>
                <WeekView
                  schedules={schedules}
                  sizes={sizes}
                  now={now}
                  currentSize={ws.workspace_type?.typeName ?? ''}
                  riskySizes={risky}
                  week={{ ...week, onChange: setWeek }}
                />
              </Suspense>
            </AfterPaint>
          </Section>
          <Section title={`Compute ${week.offset === 0 ? 'this week' : weekOffsetLabel(week.offset).replace(/^In/, 'in')}`}>
            <AfterPaint fallback={computePlaceholder}>
              {() => (
                <Suspense fallback={computePlaceholder}>
                  <ComputePanel
                    schedules={schedules}
                    sizes={sizes}
                    currentSize={ws.workspace_type?.typeName ?? ''}
                    replicas={replicasOf(ws)}
                    zone={weekZone}
                    now={now}
                    weekOffset={week.offset}
                    priceKey={{ region: ws.region, ha: ws.enable_ha }}
                  />
                </Suspense>
              )}
            </AfterPaint>
          </Section>
        </>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(undefined);
            remove.reset();
          }
        }}
        title="Delete this schedule?"
        actionLabel="Delete schedule"
        danger
        pending={remove.isPending}
        error={remove.error}
        extra={deleting && <CopyRequest operation="deleteWorkspaceSchedule" args={() => ({ params: { ...p, scheduleID: deleting.id }, body: undefined })} />}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast({ tone: 'success', title: 'Schedule deleted' });
          if (editingId === deleting.id) setEditing(undefined);
          setDeleting(undefined);
        }}
      >
        <p>{deleting && describeSchedule(deleting)}</p>
        {remove.error?.notOffered ? (
          <div className="notice" role="status">
            <p>
              The control service you are connected to cannot delete schedules. You can edit this one instead, for example so that it sets the size the
              workspace should keep.
            </p>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setEditing(deleting);
                setDeleting(undefined);
                remove.reset();
              }}
            >
              Edit it instead
            </button>
          </div>
        ) : (
          <p className="muted">The workspace keeps its current size; this schedule will not change it any more.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
