import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { allowListQueries, useSetAllowListEnabled } from './allow-list-queries';
import { PageHeader, Section } from '@/ui/page';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useSendOnce } from '@/ui/send-once';
import { FormError } from '@/ui/form-error';
import { isCovered, enableLocksOut } from './allow-list-guard';
import { toast } from '@/ui/toasts';
import { AddEntryForm } from './add-entry-form';
import { PasteEntriesForm } from './paste-entries-form';
import { EntriesTable } from './entries-table';
import { AddMyIpButton } from './add-my-ip-button';
import { CopyRequest } from '@/ui/copy-request';
import { RefreshFailed } from '@/ui/refresh-failed';
import { facts } from './allow-list.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { AfterPaint } from '@/ui/after-paint';
import { knowOperations } from '@/api/loaded-operations';
import { workgroupOperations } from '@/kernel/workgroups-operations';
import { allowListOperations } from './allow-list-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations({ ...workgroupOperations, ...allowListOperations });

const route = getRouteApi('/workgroups/$workgroupID/allow-list');

export function AllowListScreen() {
  const { workgroupID } = route.useParams();
  const { data: wg } = useSuspenseQuery(workgroupQueries.detail(workgroupID));
  const entryList = useSuspenseQuery(allowListQueries.entries(workgroupID));
  const entries = entryList.data;
  const { data: current } = useSuspenseQuery(allowListQueries.currentIp(workgroupID));
  const setEnabled = useSetAllowListEnabled(workgroupID);
  const [confirm, setConfirm] = useState<'enable-lockout' | 'disable' | undefined>();
  const covered = isCovered(entries, current.CurrentIP);
  const enabled = wg.enable_allow_list;

  // One lock for the one request, whether the switch sends it or one of its confirmations does.
  const send = useSendOnce();
  const closeConfirm = (o: boolean) => {
    if (o) return;
    // A refusal belongs to the confirmation that was refused: it goes with it.
    setEnabled.reset();
    setConfirm(undefined);
  };
  const apply = (next: boolean) =>
    setEnabled.mutateAsync(next).then(() => {
      setConfirm(undefined);
      toast({ tone: 'success', title: next ? 'Allow list enabled' : 'Allow list disabled' });
    });

  return (
    <>
      <PageHeader names={{ workgroup: wg.name || workgroupID }} description={facts.frame.description} />
      <ScreenNotices facts={facts} params={{ workgroupID }} />
      <div className="grid-2">
        <Section title="Status">
          <div className="stack">
            <div className="row">
              <button
                type="button"
                role="switch"
                aria-checked={enabled}
                aria-label="Allow list enabled"
                className={`switch${enabled ? ' on' : ''}`}
                disabled={setEnabled.isPending}
                onClick={() => {
                  if (enabled) setConfirm('disable');
                  else if (enableLocksOut(entries, current.CurrentIP)) setConfirm('enable-lockout');
                  else send(() => apply(true));
                }}
              >
                <span className="switch-thumb" aria-hidden="true" />
              </button>
              <strong>{enabled ? 'Enabled: only listed addresses can connect' : 'Disabled: any address can connect'}</strong>
            </div>
            {enabled && entries.length === 0 && <div className="notice notice-warn">The list is on and empty: nobody can connect.</div>}
            {!confirm && <FormError error={setEnabled.error} title="The allow list was not enabled" takeFocus />}
          </div>
        </Section>
        <Section title="Your address">
          <div className="stack">
            <p>
              <span className="mono">{current.CurrentIP || 'unknown'}</span>{' '}
              {covered ? <span className="badge badge-ok">In the list</span> : <span className="badge badge-warn">Not in the list</span>}
            </p>
            <p className="muted small">
              {enabled
                ? covered
                  ? 'You can reach this workgroup.'
                  : 'You are cut off from this workgroup while the list is on.'
                : 'The list is off, so you can connect either way.'}
            </p>
            {current.IsAllowed !== undefined && current.IsAllowed !== covered && (
              <p className="small">
                The service says your address is <strong>{current.IsAllowed ? 'allowed' : 'not allowed'}</strong>
                {current.IsAllowed ? ' (by a rule this list does not show, or an entry it could not read)' : ' (it may not see the address shown here)'}.
              </p>
            )}
            <AddMyIpButton workgroupID={workgroupID} currentIp={current.CurrentIP} covered={covered} />
          </div>
        </Section>
      </div>
      <Section title={`Entries (${entries.length})`}>
        <RefreshFailed query={entryList} />
        <EntriesTable workgroupID={workgroupID} entries={entries} currentIp={current.CurrentIP} enabled={enabled} />
      </Section>
      {/* Below the fold on a phone: after the first paint (ui/after-paint.tsx), appended, so nothing above moves. */}
      <AfterPaint>
        <div className="grid-2">
          <Section title="Add an entry" id="add-entry">
            <AddEntryForm workgroupID={workgroupID} entries={entries} />
          </Section>
          <Section title="Paste several entries">
            <PasteEntriesForm workgroupID={workgroupID} entries={entries} />
          </Section>
        </div>
      </AfterPaint>
      <ConfirmDialog
        open={confirm === 'enable-lockout'}
        onOpenChange={closeConfirm}
        title="Enable the allow list and cut yourself off?"
        actionLabel="Enable anyway"
        danger
        pending={setEnabled.isPending}
        error={setEnabled.error}
        onConfirm={() => apply(true)}
        send={send}
        extra={<CopyRequest operation="enableAllowList" args={() => ({ params: { workgroupID }, body: undefined })} />}
      >
        <div className="notice notice-warn">
          Your address <span className="mono">{current.CurrentIP}</span> is not in the list. Once it is on, you will not be able to reach this workgroup's
          workspaces from here.
        </div>
        <p>Add your address first unless you mean to connect from elsewhere.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'disable'}
        onOpenChange={closeConfirm}
        title="Disable the allow list?"
        actionLabel="Disable allow list"
        danger
        pending={setEnabled.isPending}
        error={setEnabled.error}
        onConfirm={() => apply(false)}
        send={send}
        extra={<CopyRequest operation="disableAllowList" args={() => ({ params: { workgroupID }, body: undefined })} />}
      >
        <p>Any address on the internet will be able to reach this workgroup's workspaces (they still require credentials). The entries are kept.</p>
      </ConfirmDialog>
    </>
  );
}
