import { useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import type { CloudProvider } from '@/kernel/cloud-provider-schema';
import { resourceName } from '@/api/schemas/text';
import { useDeleteCloudProvider, useUpdateCloudProvider } from './cloud-providers-queries';
import { runtime } from '@/api/runtime';
import { generateExternalId, trustPolicy } from './onboarding';
import { zodResolver } from '@/ui/zod-resolver';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { useSendOnce } from '@/ui/send-once';
import { CopyButton } from '@/ui/copy-button';
import { CopyRequest } from '@/ui/copy-request';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { toast } from '@/ui/toasts';
import { FormActions } from '@/ui/form-actions';

const route = getRouteApi('/cloud-providers/$providerId');
const RenameForm = z.object({ name: resourceName('Provider name') });

/** Rename, rotate the role's external id, delete (service C): buttons and their dialogs. */
export function ProviderChanges({ provider: p }: { provider: CloudProvider }) {
  const { dialog } = route.useSearch();
  const nav = route.useNavigate();
  const open = (d: typeof dialog) => void nav({ search: { dialog: d }, replace: d === undefined });
  const close = () => open(undefined);
  return (
    <>
      <button type="button" className="button" onClick={() => open('rename')}>
        Rename
      </button>
      <button type="button" className="button" onClick={() => open('rotate')}>
        Rotate the external id
      </button>
      <button type="button" className="button button-danger" onClick={() => open('delete')}>
        Delete
      </button>
      {dialog === 'rename' && <RenameDialog p={p} onClose={close} />}
      {dialog === 'rotate' && <RotateDialog p={p} onClose={close} />}
      <DeleteDialog p={p} open={dialog === 'delete'} onClose={close} />
    </>
  );
}

function RenameDialog({ p, onClose }: { p: CloudProvider; onClose: () => void }) {
  const update = useUpdateCloudProvider(p.id);
  const form = useForm<z.infer<typeof RenameForm>>({ resolver: zodResolver(RenameForm), defaultValues: { name: p.name } });
  const { submit, serverErrors } = useFormSubmit(form, RenameForm, update);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Rename ${p.name || p.id}`} busy={update.isPending}>
      <form
        className="form"
        noValidate
        onSubmit={submit(async (v) => {
          await update.mutateAsync({ name: v.name });
          toast({ tone: 'success', title: `Cloud provider renamed ${v.name}` });
          onClose();
        })}
      >
        <Field label="Provider name" error={form.formState.errors.name?.message}>
          <input type="text" autoComplete="off" {...form.register('name')} />
        </Field>
        <FormError error={update.error} title="The provider was not renamed" form={serverErrors} />
        <FormActions pending={update.isPending} pendingLabel="Saving…" label="Rename" onCancel={onClose}>
          <CopyRequest operation="updateCloudProvider" args={() => ({ params: { id: p.id }, body: { name: form.getValues('name') } })} />
        </FormActions>
      </form>
    </Dialog>
  );
}

function RotateDialog({ p, onClose }: { p: CloudProvider; onClose: () => void }) {
  const update = useUpdateCloudProvider(p.id);
  const send = useSendOnce();
  // A fresh external id, drawn once per opening; it lives only in this dialog.
  const [externalId] = useState(() => generateExternalId());
  const policy = trustPolicy(runtime.servicePrincipal || '<SERVICE_PRINCIPAL>', externalId);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Rotate the role’s external id" wide busy={update.isPending}>
      <div className="form">
        <ol>
          <li>
            In the AWS account {p.options?.account_id || ''}, replace the trust policy of <span className="mono break">{p.role_arn || 'the role'}</span> with
            this one (it names the new external id):
            <pre className="code" tabIndex={0} aria-label="Trust policy with the new external id">
              {policy}
            </pre>
            <CopyButton value={policy} label="Copy the trust policy" />
          </li>
          <li>Then send the new external id to the service: it checks the role again before using it. Until you do, the old external id keeps working.</li>
        </ol>
        <FormError error={update.error} title="The external id was not changed" takeFocus />
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={update.isPending}
            onClick={() =>
              // A refusal shows above with its RequestID.
              send(async () => {
                await update.mutateAsync({ role_external_id: externalId });
                toast({ tone: 'success', title: 'External id rotated', detail: 'The service is checking the role with it.' });
                onClose();
              })
            }
          >
            {update.isPending ? 'Sending…' : 'I updated the trust policy: use the new id'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <CopyRequest operation="updateCloudProvider" args={() => ({ params: { id: p.id }, body: { role_external_id: externalId } })} />
        </div>
      </div>
    </Dialog>
  );
}

function DeleteDialog({ p, open, onClose }: { p: CloudProvider; open: boolean; onClose: () => void }) {
  const remove = useDeleteCloudProvider(p.id);
  const navigate = useNavigate();
  const name = p.name || p.id;
  return (
    <TypedConfirmDialog
      open={open}
      onClose={onClose}
      title={`Delete ${name}`}
      confirmText={name}
      actionLabel="Delete provider"
      mutation={remove}
      onConfirm={() =>
        remove.mutateAsync().then(() => {
          toast({ tone: 'success', title: `Cloud provider ${name} deleted` });
          void navigate({ to: '/cloud-providers' });
        })
      }
      extra={<CopyRequest operation="deleteCloudProvider" args={() => ({ params: { id: p.id }, body: undefined })} />}
    >
      <p>
        The service stops using the role in account {p.options?.account_id || '—'}. It refuses while workgroups still run in this provider: it names them, and
        they must be moved or deleted first.
      </p>
    </TypedConfirmDialog>
  );
}
