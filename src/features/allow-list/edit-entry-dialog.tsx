import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/ui/zod-resolver';
import type * as z from 'zod/mini';
import { AllowedIpBody } from './allow-list-body';
import { type AllowedIp } from './allow-list-schema';
import { useUpdateAllowedIp } from './allow-list-queries';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { isWideRange } from '@/lib/cidr';
import { WideRangeConsent, useWideRangeConsent } from './wide-range-consent';
import { changeLocksOut } from './allow-list-guard';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { focusRowSoon } from '@/ui/row-focus';
import { describeCandidate } from './entry-checks';
import { duplicateEntryRefusal } from './guard-rules';
import { CopyRequest } from '@/ui/copy-request';
import { FormActions } from '@/ui/form-actions';

type Values = z.input<typeof AllowedIpBody>;

interface Props {
  workgroupID: string;
  entry: AllowedIp;
  entries: AllowedIp[];
  currentIp: string;
  enabled: boolean;
  onClose: () => void;
}

export function EditEntryDialog({ workgroupID, entry, entries, currentIp, enabled, onClose }: Props) {
  const update = useUpdateAllowedIp(workgroupID);
  const [understood, setUnderstood] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(AllowedIpBody), defaultValues: { cidr: entry.cidr, note: entry.note } });
  const { submit, serverErrors } = useFormSubmit(form, AllowedIpBody, update);
  const cidr = form.watch('cidr') ?? '';
  const parsed = parseAllowListAddress(cidr);
  const locksOut = parsed.ok && changeLocksOut({ enabled, entries, currentIp }, { editId: entry.id, cidr: parsed.normalized });
  const info = describeCandidate(cidr, entries, entry.id);
  // The range it already has needs no new consent; widening to one does.
  const consent = useWideRangeConsent(parsed.ok && isWideRange(parsed) && parsed.normalized !== entry.cidr ? [parsed.normalized] : []);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Edit ${entry.cidr}`} busy={update.isPending}>
      <form
        className="form"
        noValidate
        onSubmit={submit(async (values) => {
          const p = parseAllowListAddress(values.cidr);
          if (!p.ok) return;
          if (info.duplicateOf) {
            form.setError('cidr', { type: 'duplicate', message: duplicateEntryRefusal(p.normalized) });
            return;
          }
          if (locksOut && !understood) return;
          if (consent.needed) {
            consent.refuse();
            return;
          }

          await update.mutateAsync({ id: entry.id, body: { cidr: p.normalized, note: values.note?.trim() ?? '' } });
          toast({ tone: 'success', title: 'Allow-list entry updated' });
          focusRowSoon(entry.id);
          onClose();
        })}
      >
        <Field label="Address or range" error={form.formState.errors.cidr?.message}>
          <input type="text" autoComplete="off" spellCheck={false} {...form.register('cidr')} />
        </Field>
        {parsed.ok && info.notes.length > 0 && (
          <ul className="plain-list small muted">
            {info.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        <WideRangeConsent consent={consent} />
        <Field label="Note" error={form.formState.errors.note?.message}>
          <input type="text" autoComplete="off" {...form.register('note')} />
        </Field>
        {locksOut && (
          <div className="notice notice-warn" role="alert">
            <strong>You will lose access.</strong> After this change your address <span className="mono">{currentIp}</span> is no longer in the list, and the
            list is on.
            <label className="check-field" style={{ marginTop: '0.5rem' }}>
              <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> I understand I will be cut off from this
              workgroup
            </label>
          </div>
        )}
        <FormError error={update.error} title="The entry was not updated" form={serverErrors} />
        <FormActions pending={update.isPending} pendingLabel="Saving…" label="Save entry" disabled={locksOut && !understood} onCancel={onClose}>
          <CopyRequest
            operation="updateAllowedIp"
            args={() => ({ params: { workgroupID, id: entry.id }, body: { cidr: parsed.ok ? parsed.normalized : cidr, note: form.getValues('note') ?? '' } })}
          />
        </FormActions>
      </form>
    </Dialog>
  );
}
