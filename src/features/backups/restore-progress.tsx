import { useQuery } from '@tanstack/react-query';
import { backupQueries } from './backups-queries';
import { Section } from '@/ui/page';
import { StatusBadge } from '@/ui/status-badge';
import { Time } from '@/ui/time';
import { localizeLog } from '@/lib/format-time';
import { ReadFailure } from './read-failure';
import { backupName } from './backup-labels';
import type { Backup } from './backup-schema';

type WS = { workgroupID: string; workspaceID: string };

interface RestoreProgressProps {
  p: WS;
  job: string;
  /** The workspace's name, and the backup it is restored from where the address names it: what the panel is called by. */
  workspace: string;
  backup: Backup | undefined;
  onClose: () => void;
}

/** A restore job's progress, polled until it ends; the job is in the URL, so a reload comes back here. */
export function RestoreProgress({ p, job, workspace, backup, onClose }: RestoreProgressProps) {
  const status = useQuery(backupQueries.restore({ ...p, job }));
  const s = status.data;
  const ended = s && (s.status === 'Succeeded' || s.status === 'Failed');
  const lines = s?.output ? s.output.split('\n') : [];
  // The log's last line that says what went wrong, without its time stamp.
  const reason =
    s?.status === 'Failed'
      ? ([...lines]
          .reverse()
          .find((l) => /error|fail/i.test(l))
          ?.replace(/^\d{4}-\d\d-\d\dT\S+\s+/, '') ?? 'The service did not say why.')
      : undefined;
  return (
    <Section
      title={backup ? `Restore of ${workspace} from ${backupName(backup)}` : `Restore of ${workspace}`}
      actions={
        <button type="button" className="button button-small" onClick={onClose}>
          {ended ? 'Close' : 'Hide progress'}
        </button>
      }
    >
      {status.isError ? (
        <ReadFailure what="The restore's status" error={status.error} onRetry={() => status.refetch()} />
      ) : !s ? (
        <p className="muted" role="status">
          Reading the restore&apos;s status…
        </p>
      ) : (
        <>
          <div className="status-hero" aria-live="polite">
            <StatusBadge status={s.status || 'Unknown'} />
            <span className="muted small">
              {ended ? (
                <>
                  Ended. Started <Time value={s.created_at} />.
                </>
              ) : (
                <>
                  Running since <Time value={s.created_at} />; the log below grows as it goes. You can leave this page: the job goes on, and this address brings
                  you back to it.
                </>
              )}
            </span>
          </div>
          {s.status === 'Succeeded' && (
            <p className="notice" role="status">
              The restore succeeded: the workspace holds the backup&apos;s data and is back online.
            </p>
          )}
          {reason && (
            <div className="form-error" role="alert">
              <strong>The restore failed</strong>
              <p>{reason}</p>
            </div>
          )}
          <pre className="restore-log" tabIndex={0} aria-label="Restore log">
            {s.output ? localizeLog(s.output) : 'No log yet.'}
          </pre>
        </>
      )}
    </Section>
  );
}
