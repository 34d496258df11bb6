import { capRefusal } from '@/api/schemas/caps';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type { Schedule } from '@/kernel/schedule-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { useSaveSchedule } from './schedules-queries';
import { canPlaceRuns, describeSchedule, parseTime, resolveWall } from '@/kernel/schedule-time';
import { parseDate } from '@/api/schemas/calendar';
import type { SizeSubject } from '@/kernel/size-rule';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { quotaCheck } from '@/kernel/quota-check';
import { scheduleQueries } from './schedules-queries';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft, writeDraft } from '@/lib/drafts';
import { useTakeOver } from '@/ui/form-take-over';
import type { FormCarry } from '@/ui/still-form';
import { focusRowSoon } from '@/ui/row-focus';
import { GoneNotice } from './schedule-editor-parts';
import { ScheduleFormBody, useSchedulePreview } from './schedule-form-body';
import { blankSchedule as blank, fromSchedule, scheduleDraftKey, toScheduleBody, type ScheduleFormValues } from './schedule-form';

const ScheduleForm = lazySchema(() => import('./schedule-form-schema').then((m) => m.ScheduleForm));

interface Props {
  workgroupID: string;
  workspaceID: string;
  schedules: Schedule[];
  editing: Schedule | undefined;
  sizes: WorkspaceType[];
  /** The workspace, to say by the size rule whether a size can hold its graph. */
  workspace?: SizeSubject;
  onDone: () => void;
  /** What was done in the still form before this form's code came (schedule-editor-slot.tsx). */
  carry?: FormCarry<ScheduleFormValues>;
}

/**
 * The schedule form (the form library, the schema): loaded when the admin reaches for the still form drawn in its place
 * (schedule-editor-slot.tsx), or at once to edit a schedule or restore a draft. It takes over what was typed there.
 */
export function ScheduleEditor({ workgroupID, workspaceID, schedules, editing, sizes, workspace, onDone, carry }: Props) {
  const save = useSaveSchedule({ workgroupID, workspaceID });
  const createOnce = useCreateOnce();
  const qc = useQueryClient();
  // A new schedule keeps a draft across reloads, and so does an edit, one for each schedule edited (the screen's URL
  // names it): the edit's starts from the schedule itself.
  const draftKey = scheduleDraftKey(workgroupID, workspaceID, editing);
  const [empty] = useState(blank);
  const start = editing ? fromSchedule(editing) : empty;
  const form = useForm<ScheduleFormValues>({
    resolver: zodResolver(ScheduleForm),
    defaultValues: withDraft(draftKey, start),
    reValidateMode: 'onChange',
  });
  const { submit, serverErrors } = useFormSubmit(form, ScheduleForm, save, { alias: { repeat_on: 'days' } });
  // The quota's largest size holds for a schedule too: it would resize to it at its run.
  const quota = useQuery(orgQueries.quota());
  const check = quotaCheck(quota.data, sizes);
  const draft = useFormDraft(form, draftKey, start);
  const { register, control, watch, reset, formState } = form;
  const errors = formState.errors;
  const zone = useController({ control, name: 'timezone' }).field;
  // What was typed in the still form: kept as the values (the form is edited) and as the draft, as typing here keeps it.
  const ref = useTakeOver(carry, (typed) => {
    const values = { ...withDraft(draftKey, start), ...typed };
    reset(values, { keepDefaultValues: true });
    if (JSON.stringify(values) !== JSON.stringify(start)) writeDraft(draftKey, values);
  });
  // Reset when another schedule is picked for editing, not on every refresh
  // (nor on mount: the form starts with those values).
  const editingId = useRef(editing?.id);
  // "Create it as a new schedule" (the one edited was deleted elsewhere): the form leaves editing with what was typed.
  const keepValues = useRef(false);
  useEffect(() => {
    if (editingId.current === editing?.id) return;
    editingId.current = editing?.id;
    const keep = keepValues.current;
    keepValues.current = false;
    // Each form comes back with what was typed into it and not saved: a new schedule's half-typed one after an edit too.
    if (!keep) reset(withDraft(draftKey, editing ? fromSchedule(editing) : blank()));
    // The button that asked for it is gone: the Time field, what is most often changed, takes focus.
    else form.setFocus('time');
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id, reset]);

  const values = watch();
  // A new form the admin has not touched, or one without a size, sets nothing yet: it cannot clash.
  const mayClash = Boolean(values.workspace_type_name) && (Boolean(editing) || form.formState.isDirty);
  // Taking the place of the still form, which showed the next runs and the warnings: shown from the first render.
  const [drawn] = useState(() => Boolean(carry?.frame?.isConnected));
  const shown = useSchedulePreview(values, { workspaceID, schedules, editing, mayClash, drawn });

  const full = editing ? undefined : capRefusal('schedulesPerWorkspace', schedules.length);
  const onSubmit = submit(async (v) => {
    // The cap the control plane holds a workspace to: said beside the form, nothing sent.
    if (full) {
      form.setError('repeat', { type: 'full', message: full }, { shouldFocus: true });
      return;
    }
    const chosen = sizes.find((t) => t.typeName === v.workspace_type_name);
    const tooLarge = chosen && check.sizeRefusal(chosen);
    if (tooLarge) {
      form.setError('workspace_type_name', { type: 'quota', message: `${tooLarge}: choose a smaller size.` }, { shouldFocus: true });
      return;
    }
    // A one-off whose moment has passed would never run: refused beside its date, nothing sent.
    const oneOffTime = parseTime(v.time);
    const oneOffDate = parseDate(v.date);
    if (v.repeat === 'none' && oneOffTime && oneOffDate && canPlaceRuns(v) && resolveWall({ ...oneOffDate, ...oneOffTime }, v.timezone).at <= Date.now()) {
      form.setError('date', { type: 'past', message: `${v.date} ${v.time} in ${v.timezone} has passed: a one-off schedule must be in the future.` });
      return;
    }

    const body = toScheduleBody(v, workspaceID, editing?.id);
    const sameAs = (s: Schedule) => describeSchedule(s) === describeSchedule(body as Schedule);
    const p = { workgroupID, workspaceID };
    // An update is idempotent; a create is looked for before it is sent again.
    let recovered = false;
    let id = editing?.id;
    if (editing) await save.mutateAsync({ scheduleID: editing.id, body });
    else {
      ({ recovered, result: id } = await createOnce(
        () => save.mutateAsync({ body }),
        async () => (await qc.fetchQuery({ ...scheduleQueries.forWorkspace(p), staleTime: 0 })).find(sameAs)?.id,
      ));
    }
    if (recovered) save.reset();
    draft.clear();
    toast({ tone: 'success', title: editing ? 'Schedule updated' : 'Schedule created', detail: recovered ? recoveredDetail : describeSchedule(shown.preview) });
    reset(blank());
    onDone();
    if (id) focusRowSoon(id);
  });

  // Leaving an edit on purpose (Cancel, or "Create it as a new schedule", which moves what was typed to the new form): its draft goes.
  const leave = () => {
    draft.clear();
    onDone();
  };
  return (
    <form ref={ref} className="form form-wide" noValidate onSubmit={onSubmit}>
      <ScheduleFormBody
        workgroupID={workgroupID}
        workspaceID={workspaceID}
        values={values}
        shown={shown}
        bind={(name) => register(name)}
        sizeSelect={register('workspace_type_name')}
        zone={zone}
        errors={{
          repeat: errors.repeat?.message,
          days: errors.days?.message,
          date: errors.date?.message,
          time: errors.time?.message,
          workspace_type_name: errors.workspace_type_name?.message,
          timezone: errors.timezone?.message,
        }}
        sizes={sizes}
        check={check}
        workspace={workspace}
        editing={editing}
        notices={
          <>
            <DraftNotice draft={draft} />
            {editing && !schedules.some((s) => s.id === editing.id) && (
              <GoneNotice
                onCreateAnew={() => {
                  keepValues.current = true;
                  leave();
                }}
              />
            )}
          </>
        }
        feedback={<FormError error={save.error} title="The schedule was not saved" form={serverErrors} />}
        pending={save.isPending}
        onCancel={leave}
        current={() => form.getValues()}
      />
    </form>
  );
}
