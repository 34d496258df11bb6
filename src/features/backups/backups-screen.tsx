import { Suspense } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { backupQueries } from './backups-queries';
import { PageHeader, Section } from '@/ui/page';
import { facts } from './backups.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { BackupTable } from './backup-table';
import { ReadFailure } from './read-failure';
import { RestoreProgress } from './restore-progress';
import { lazyNamed } from '@/ui/lazy';
import { statusLabel } from '@/lib/workspace-status';
import { knowOperations } from '@/api/loaded-operations';
import { workspaceOperations } from '@/kernel/workspaces-operations';
import { backupOperations } from './backups-operations';
import { restoreRunningRefusal } from '@/kernel/lifecycle-rules';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations({ ...workspaceOperations, ...backupOperations });

// Below the list, and behind a click: their code (the form library, the validators,
// cron) follows the list's first render instead of delaying it.
const BackupScheduleEditor = lazyNamed(() => import('./backup-schedule-editor'), 'BackupScheduleEditor');
const BackupDialogs = lazyNamed(() => import('./backup-dialogs'), 'BackupDialogs');

const loadingSchedule = (
  <p className="muted" role="status">
    Loading the schedule…
  </p>
);

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/backups');

export function BackupsScreen() {
  const { workgroupID, workspaceID } = route.useParams();
  const p = { workgroupID, workspaceID };
  const { job, from, dialog } = route.useSearch();
  const navigate = route.useNavigate();
  const { data: ws } = useSuspenseQuery(workspaceQueries.detail(p));
  const backups = useQuery(backupQueries.list(p));
  const schedule = useQuery(backupQueries.schedule(p));
  // While a restore runs into it (its status says so, or the job this screen follows), no backup is taken, restored or
  // deleted: the service's rule, so those are greyed out with its reason beside them and nothing is sent.
  const restoreJob = useQuery({ ...backupQueries.restore({ ...p, job: job ?? '' }), enabled: Boolean(job) });
  const refused = restoreRunningRefusal('backups', { name: ws.name || workspaceID, status: ws.status }, restoreJob.data?.status === 'Running');
  const refusedId = 'backups-refused';
  const open = (dialog: 'take' | 'restore' | 'delete', backup?: string) => void navigate({ search: (s) => ({ ...s, dialog, backup }) });
  return (
    <>
      <PageHeader
        title={`Backups of ${ws.name || workspaceID}`}
        names={{ workgroup: ws.workgroup_name || workgroupID, workspace: ws.name || workspaceID }}
        description={
          ws.is_rw
            ? `Backups of this workspace's database, automatic and taken by hand. The workspace is ${ws.status ? statusLabel(ws.status).toLowerCase() : 'in an unknown state'}.`
            : 'A read-only workspace follows its read-write workspace: back up and restore that one. Its backups are listed here when the service keeps any.'
        }
        actions={
          <button
            type="button"
            className="button button-primary"
            disabled={!ws.is_rw || Boolean(refused)}
            aria-describedby={refused ? refusedId : undefined}
            onClick={() => open('take')}
          >
            Take a backup
          </button>
        }
      />
      <ScreenNotices facts={facts} params={p} />
      {job && (
        <RestoreProgress
          p={p}
          job={job}
          workspace={ws.name || workspaceID}
          backup={backups.data?.find((b) => b.id === from)}
          onClose={() => void navigate({ search: (s) => ({ ...s, job: undefined, from: undefined }), replace: true })}
        />
      )}
      <Section title={backups.data ? `Backups (${backups.data.length})` : 'Backups'}>
        {refused && (
          <p className="notice" role="note" id={refusedId}>
            {refused}
          </p>
        )}
        {backups.isError ? (
          <ReadFailure what="The list of backups" error={backups.error} onRetry={() => backups.refetch()} />
        ) : backups.isPending ? (
          <p className="muted" role="status">
            Loading backups…
          </p>
        ) : (
          <BackupTable
            backups={backups.data}
            canRestore={ws.is_rw}
            refused={refused ? refusedId : undefined}
            onRestore={(id) => open('restore', id)}
            onDelete={(id) => open('delete', id)}
          />
        )}
      </Section>
      <Section title="Automatic backups">
        {schedule.isError ? (
          <ReadFailure what="The automatic-backup schedule" error={schedule.error} onRetry={() => schedule.refetch()} />
        ) : (
          <Suspense fallback={loadingSchedule}>
            {schedule.isPending ? loadingSchedule : <BackupScheduleEditor p={p} schedule={schedule.data} readOnly={!ws.is_rw} />}
          </Suspense>
        )}
      </Section>
      {dialog && (
        <Suspense fallback={null}>
          <BackupDialogs p={p} ws={ws} backups={backups.data} />
        </Suspense>
      )}
    </>
  );
}
