import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { manualBackupRefusal } from './backup-quota';
import * as z from 'zod/mini';
import { backupTag } from './backup-body';
import { type Workspace } from '@/kernel/workspace-schema';
import { backupQueries, useTakeBackup } from './backups-queries';
import { zodResolver } from '@/ui/zod-resolver';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { useFormSubmit } from '@/ui/form-helpers';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { notOfferedText } from './read-failure';
import { FormActions } from '@/ui/form-actions';

type WS = { workgroupID: string; workspaceID: string };
/** The body's tag, present (empty when none is given). */
const TagForm = z.object({ tag: backupTag });
type Values = z.infer<typeof TagForm>;
const empty: Values = { tag: '' };

const bodyOf = (v: Values) => (v.tag.trim() ? { tag: v.tag.trim() } : {});

/** Take a backup now (an assumed operation): an optional tag; sent once, even when its answer is lost. */
export function TakeBackupDialog({ p, ws, manualCount, onClose }: { p: WS; ws: Workspace; manualCount: number; onClose: () => void }) {
  const take = useTakeBackup(p);
  const quota = useQuery(orgQueries.quota());
  const full = manualBackupRefusal(quota.data, manualCount);
  const createOnce = useCreateOnce();
  const qc = useQueryClient();
  const draftKey = `backup.${p.workgroupID}.${p.workspaceID}`;
  const form = useForm<Values>({ resolver: zodResolver(TagForm), defaultValues: withDraft(draftKey, empty) });
  const { submit, serverErrors } = useFormSubmit(form, TagForm, take);
  const draft = useFormDraft(form, draftKey, empty);
  const [opened] = useState(() => Date.now());
  const onSubmit = submit(async (v) => {
    if (full) return;
    const body = bodyOf(v);

    const { recovered } = await createOnce(
      () => take.mutateAsync(body),
      async () =>
        (await qc.fetchQuery({ ...backupQueries.list(p), staleTime: 0 })).find(
          (b) => !b.is_automatic && b.tag === (body.tag ?? '') && Date.parse(b.time) >= opened - 60_000,
        ),
    );
    if (recovered) take.reset();
    draft.clear();
    toast({
      tone: 'success',
      title: `Backup of ${ws.name} started`,
      detail: recovered ? recoveredDetail : 'It is listed as InProgress until it completes.',
    });
    onClose();
  });
  const notOffered = notOfferedText(take.error, 'Taking a backup');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Take a backup of ${ws.name}`} busy={take.isPending}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <DraftNotice draft={draft} />
        <p className="muted">The workspace stays online. The backup holds its database as it is now.</p>
        <Field label="Tag (optional)" error={form.formState.errors.tag?.message} hint="A name to find it by, e.g. before-migration.">
          <input type="text" autoComplete="off" {...form.register('tag')} />
        </Field>
        {full && (
          <p className="notice notice-warn" role="status" id="backup-full">
            {full}
          </p>
        )}
        {notOffered ? (
          <p className="notice" role="status">
            {notOffered} Take the backup in the service&apos;s own console; it is listed here once taken.
          </p>
        ) : (
          <FormError error={take.error} form={serverErrors} />
        )}
        <FormActions pending={take.isPending} pendingLabel="Starting…" label="Take backup" disabled={Boolean(full)} onCancel={onClose}>
          <CopyRequest operation="takeBackup" args={() => ({ params: p, body: bodyOf(form.getValues()) })} />
        </FormActions>
      </form>
    </Dialog>
  );
}
