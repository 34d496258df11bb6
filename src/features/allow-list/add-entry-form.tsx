import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type * as z from 'zod/mini';
import type { AllowedIp } from './allow-list-schema';
import type { AllowedIpBody as Schema } from './allow-list-body';
import { useAddAllowedIp } from './allow-list-queries';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { isWideRange } from '@/lib/cidr';
import { WideRangeConsent, useWideRangeConsent } from './wide-range-consent';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { describeCandidate } from './entry-checks';
import { allowListFullRefusal, duplicateEntryRefusal } from './guard-rules';
import { useQueryClient } from '@tanstack/react-query';
import { allowListQueries } from './allow-list-queries';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { CopyRequest } from '@/ui/copy-request';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { focusRowSoon } from '@/ui/row-focus';

type Values = z.input<typeof Schema>;

// The address and note checks (zod) load with the form, not before it (see ui/zod-resolver).
const AllowedIpBody = lazySchema(() => import('./allow-list-body').then((m) => m.AllowedIpBody));

const EMPTY: Values = { cidr: '', note: '' };

export function AddEntryForm({ workgroupID, entries }: { workgroupID: string; entries: AllowedIp[] }) {
  const add = useAddAllowedIp(workgroupID);
  const createOnce = useCreateOnce();
  const qc = useQueryClient();
  const draftKey = `allow-list-add.${workgroupID}`;
  const form = useForm<Values>({ resolver: zodResolver(AllowedIpBody), defaultValues: withDraft(draftKey, EMPTY) });
  const { submit, serverErrors } = useFormSubmit(form, AllowedIpBody, add);
  const draft = useFormDraft(form, draftKey, EMPTY);
  const cidr = form.watch('cidr') ?? '';
  const { setFocus } = form;
  // Arriving from "Add allow-list entry" (command palette) puts the cursor in the field.
  useEffect(() => {
    if (window.location.hash === '#add-entry') setFocus('cidr');
  }, [setFocus]);
  const info = describeCandidate(cidr, entries);
  const candidate = parseAllowListAddress(cidr);
  const consent = useWideRangeConsent(candidate.ok && isWideRange(candidate) ? [candidate.normalized] : []);
  return (
    <form
      className="form"
      noValidate
      onSubmit={submit(async (values) => {
        const parsed = parseAllowListAddress(values.cidr);
        if (!parsed.ok) return;
        const full = allowListFullRefusal(entries.length);
        if (full) {
          form.setError('cidr', { type: 'full', message: full });
          return;
        }
        // Unless it may be this form's own entry, made by an attempt whose answer was lost (adopted below).
        if (info.duplicateOf && !createOnce.uncertain()) {
          form.setError('cidr', { type: 'duplicate', message: duplicateEntryRefusal(parsed.normalized) });
          return;
        }
        if (consent.needed) {
          consent.refuse();
          return;
        }

        const { recovered, result } = await createOnce(
          () => add.mutateAsync({ cidr: parsed.normalized, note: values.note?.trim() || undefined }),
          async () => (await qc.fetchQuery({ ...allowListQueries.entries(workgroupID), staleTime: 0 })).find((e) => e.cidr === parsed.normalized),
        );
        if (recovered) add.reset();
        toast({ tone: 'success', title: `${parsed.normalized} added to the allow list`, detail: recovered ? recoveredDetail : undefined });
        draft.clear();
        form.reset(EMPTY);
        if (result.id) focusRowSoon(result.id);
      })}
    >
      <DraftNotice draft={draft} />
      <Field
        label="Address or range"
        error={form.formState.errors.cidr?.message}
        hint="One IPv4 or IPv6 address (203.0.113.7) or CIDR range (203.0.113.0/24, 2001:db8::/48)."
      >
        <input type="text" autoComplete="off" spellCheck={false} inputMode="text" {...form.register('cidr')} />
      </Field>
      {cidr && !form.formState.errors.cidr && info.notes.length > 0 && (
        <ul className="plain-list small muted" aria-live="polite">
          {info.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <WideRangeConsent consent={consent} />
      <Field label="Note (optional)" error={form.formState.errors.note?.message} hint="Who or what this address is, for whoever reads the list next.">
        <input type="text" autoComplete="off" {...form.register('note')} />
      </Field>
      <FormError error={add.error} title="The entry was not added" form={serverErrors} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add entry'}
        </button>
        <CopyRequest
          operation="addAllowedIp"
          args={() => ({ params: { workgroupID }, body: { cidr: info.normalized ?? cidr.trim(), note: form.getValues('note') || undefined } })}
        />
      </div>
    </form>
  );
}
