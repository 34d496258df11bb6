import { Suspense } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { alertQueries, useRemoveAlertChannel, useTestAlertChannel } from './alerts-queries';
import type { AlertChannel } from './alerts-schema';
import { Section } from '@/ui/page';
import { DataTable } from '@/ui/data-table';
import { NoIdNote } from '@/ui/no-id';
import { Time } from '@/ui/time';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { ReadFailed } from '@/ui/read-failed';
import { NO_ALERTS } from './not-offered';
import { lazyNamed } from '@/ui/lazy';
import { toast } from '@/ui/toasts';

const AddChannelDialog = lazyNamed(() => import('./add-channel-dialog'), 'AddChannelDialog');
const route = getRouteApi('/alerts');

const kindText = (k: string) => (k === 'slack' ? 'Slack' : k === 'webhook' ? 'Webhook' : k || '—');

/** Where notifications go: owners add, test and remove channels; a member sees them read-only, with why (`readOnly`) and who may. */
export function ChannelsSection({ readOnly }: { readOnly: string | undefined }) {
  const member = readOnly !== undefined;
  const channels = useQuery(alertQueries.channels());
  const { dialog, channel } = route.useSearch();
  const navigate = route.useNavigate();
  const open = (d: typeof dialog, id?: string) => void navigate({ search: (s) => ({ ...s, dialog: d, channel: id }), replace: d === undefined });
  const test = useTestAlertChannel();
  const remove = useRemoveAlertChannel();
  const send = useSendOnce();
  const removing = channels.data?.find((c) => c.id === channel);
  const tested = channels.data?.find((c) => c.id === test.variables);

  const actions = (c: AlertChannel) =>
    !c.id ? (
      <NoIdNote />
    ) : (
      <div className="row">
        <button
          type="button"
          className="button button-small"
          disabled={test.isPending}
          onClick={() => send(() => test.mutateAsync(c.id))}
          aria-label={`Send a test notification to ${c.name || c.id}`}
        >
          {test.isPending && test.variables === c.id ? 'Sending…' : 'Send a test notification'}
        </button>
        <button
          type="button"
          className="button button-small button-danger"
          onClick={() => open('remove-channel', c.id)}
          aria-label={`Remove ${c.name || c.id}`}
        >
          Remove
        </button>
      </div>
    );

  return (
    <Section
      title="Notification channels"
      actions={
        !channels.error?.notOffered && (
          <button
            type="button"
            className="button button-primary"
            disabled={member}
            aria-describedby={member ? 'alert-channels-owners' : undefined}
            onClick={() => open('add-channel')}
          >
            Add channel
          </button>
        )
      }
    >
      {member && (
        <p className="notice" role="note" id="alert-channels-owners">
          {readOnly} Channels are shown read-only.
        </p>
      )}
      {channels.data ? (
        <DataTable
          rows={channels.data}
          rowKey={(c, i) => c.id || `no-id-${i}`}
          caption="Notification channels"
          empty={<p className="muted">No channels yet: alerts show here and in the history, and reach nobody.</p>}
          columns={[
            { header: 'Name', className: 'break', cell: (c) => <strong>{c.name || '—'}</strong> },
            { header: 'Kind', cell: (c) => kindText(c.kind) },
            { header: 'Address', className: 'mono break', cell: (c) => c.address || '—' },
            { header: 'Signed', cell: (c) => (c.kind === 'slack' ? '—' : c.has_secret ? 'Yes' : 'No') },
            { header: 'Added', className: 'small', cell: (c) => <Time value={c.created_at} /> },
            ...(member ? [] : [{ header: 'Actions', actions: true, cell: actions }]),
          ]}
        />
      ) : channels.isError ? (
        <ReadFailed what="Notification channels" why={NO_ALERTS} error={channels.error} onRetry={() => void channels.refetch()} />
      ) : (
        <p className="muted">Loading…</p>
      )}
      <div aria-live="polite">
        {test.isSuccess && (
          <div className="row">
            <p className={`notice ${test.data.status === 'delivered' ? 'notice-ok' : 'notice-warn'}`} role="status">
              Test to “{tested?.name ?? test.data.channel_name}”: {test.data.status === 'delivered' ? 'delivered' : 'not delivered'} (
              {test.data.last_result || 'no answer'}).
            </p>
            <CopyRequest operation="testAlertChannel" label="Copy this test as cURL" args={() => ({ params: { channelID: test.variables } })} />
          </div>
        )}
        {test.isError && <FormError error={test.error} title="The test was not sent" takeFocus />}
      </div>
      <Suspense fallback={null}>{dialog === 'add-channel' && !member && <AddChannelDialog onClose={() => open(undefined)} />}</Suspense>
      {removing && (
        <ConfirmDialog
          open={dialog === 'remove-channel'}
          onOpenChange={(o) => !o && open(undefined)}
          title={`Remove the channel "${removing.name || removing.id}"`}
          actionLabel="Remove channel"
          danger
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutateAsync(removing.id).then(() => {
              toast({ tone: 'success', title: `Channel "${removing.name || removing.id}" removed` });
              open(undefined);
            })
          }
          extra={<CopyRequest operation="removeAlertChannel" args={() => ({ params: { channelID: removing.id } })} />}
        >
          <p>Alerts will no longer reach it; deliveries still waiting for it are given up.</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
