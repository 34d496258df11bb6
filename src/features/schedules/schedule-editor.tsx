import { capRefusal } from '@/api/schemas/caps';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type { Schedule } from '@/kernel/schedule-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { repeatKinds, weekDays } from '@/kernel/schedule-schema';
import { useSaveSchedule } from './schedules-queries';
import { canPlaceRuns, clashesOf, describeSchedule, explainRun, nextRuns, parseTime, resolveWall } from '@/kernel/schedule-time';
import { formatInZone } from '@/lib/format-time';
import { parseDate } from '@/api/schemas/calendar';
import { sortSizes } from '@/kernel/sizes';
import { formatMemory } from '@/lib/format';
import { fitRule } from '@/kernel/fit';
import { sizeWarning, type SizeSubject } from '@/kernel/size-rule';
import { viewerZone } from '@/lib/timezones';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { ZoneSelect } from '@/ui/zone-select';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { quotaCheck } from '@/kernel/quota-check';
import { scheduleQueries } from './schedules-queries';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { CopyRequest } from '@/ui/copy-request';
import { fromSchedule, toScheduleBody, type ScheduleFormValues } from './schedule-form';
import { repeatLabels, weekDayLabels } from '@/lib/labels';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { useAfterPaint } from '@/ui/after-paint';
import { focusRowSoon } from '@/ui/row-focus';
import { GoneNotice, NextRunsList } from './schedule-editor-parts';

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
}

const blank = (): ScheduleFormValues => ({ repeat: 'weekdays', days: [], date: '', time: '08:00', timezone: viewerZone(), workspace_type_name: '' });

export function ScheduleEditor({ workgroupID, workspaceID, schedules, editing, sizes, workspace, onDone }: Props) {
  const save = useSaveSchedule({ workgroupID, workspaceID });
  const createOnce = useCreateOnce();
  const qc = useQueryClient();
  // A new schedule keeps a draft across reloads, and so does an edit, one for each schedule edited (the screen's URL
  // names it): the edit's starts from the schedule itself.
  const draftKey = `schedule.${workgroupID}.${workspaceID}${editing ? `.edit.${editing.id}` : ''}`;
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
  const now = Date.now();
  // The next runs and the warnings are time-zone maths, below the fields: they follow the first paint.
  const painted = useAfterPaint();
  const preview = { ...toScheduleBody(values, workspaceID), repeat: values.repeat } as Parameters<typeof describeSchedule>[0];
  // Keyed by the preview's content: `watch()` hands out a new object on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const runs = useMemo(() => (painted ? nextRuns(preview, now, 10) : []), [painted, JSON.stringify(preview)]);
  // A new form the admin has not touched, or one without a size, sets nothing yet: it cannot clash.
  const mayClash = Boolean(values.workspace_type_name) && (Boolean(editing) || form.formState.isDirty);
  const warnings = useMemo(() => {
    const out: string[] = [];
    if (!painted) return out;
    const time = parseTime(values.time);
    if (values.repeat === 'none' && time && parseDate(values.date) && canPlaceRuns(values)) {
      const at = resolveWall({ ...parseDate(values.date)!, ...time }, values.timezone).at;
      if (at <= now) out.push(`${values.date} ${values.time} in ${values.timezone} is in the past: this one-off schedule would never run.`);
    }
    const gap = runs.find((r) => r.note === 'gap');
    if (gap) out.push(explainRun(gap, values.timezone)!);
    // Only a clash of this schedule with another one is about this form.
    const others = schedules.filter((s) => s !== editing);
    const clash = clashesOf([...others, preview], now, 60).get(others.length);
    if (clash && mayClash && canPlaceRuns(values)) {
      const names = clash.with.map((i) => `“${describeSchedule(others[i]!)}”`).join(' and ');
      out.push(
        `This schedule fires at the same moment as ${names} (${formatInZone(clash.at, values.timezone)}) with a different size. Which one wins is not defined.`,
      );
    }
    return out;
  }, [painted, runs, schedules, editing?.id, mayClash, JSON.stringify(preview)]); // eslint-disable-line react-hooks/exhaustive-deps

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
    toast({ tone: 'success', title: editing ? 'Schedule updated' : 'Schedule created', detail: recovered ? recoveredDetail : describeSchedule(preview) });
    reset(blank());
    onDone();
    if (id) focusRowSoon(id);
  });

  const chosenSize = sizes.find((t) => t.typeName === values.workspace_type_name);
  const chosenTooLarge = chosenSize && check.sizeRefusal(chosenSize);
  const sizeFit = workspace && sizeWarning(workspace, chosenSize);
  // Leaving an edit on purpose (Cancel, or "Create it as a new schedule", which moves what was typed to the new form): its draft goes.
  const leave = () => {
    draft.clear();
    onDone();
  };
  return (
    <form className="form form-wide" noValidate onSubmit={onSubmit}>
      <DraftNotice draft={draft} />
      {editing && !schedules.some((s) => s.id === editing.id) && (
        <GoneNotice
          onCreateAnew={() => {
            keepValues.current = true;
            leave();
          }}
        />
      )}
      <p className="schedule-sentence" aria-live="polite">
        {describeSchedule(preview)}
      </p>
      <fieldset aria-describedby={errors.repeat ? 'repeat-error' : undefined}>
        <legend>Repeat</legend>
        <div className="row">
          {repeatKinds.map((k) => (
            <label key={k} className="check-field">
              <input type="radio" value={k} {...register('repeat')} /> {repeatLabels[k]}
            </label>
          ))}
        </div>
        {errors.repeat?.message && (
          <p id="repeat-error" className="field-error">
            {errors.repeat.message}
          </p>
        )}
      </fieldset>
      {values.repeat === 'weekly' && (
        <fieldset aria-describedby={errors.days ? 'days-error' : undefined}>
          <legend>Days</legend>
          <div className="day-picker">
            {weekDays.map((d) => (
              <label key={d}>
                <input type="checkbox" value={d} {...register('days')} /> {weekDayLabels[d].short}
              </label>
            ))}
          </div>
          {errors.days?.message && (
            <p id="days-error" className="field-error">
              {errors.days.message}
            </p>
          )}
        </fieldset>
      )}
      <div className="form-grid">
        {values.repeat === 'none' && (
          <Field label="Date" error={errors.date?.message}>
            <input type="date" {...register('date')} />
          </Field>
        )}
        <Field label="Time" error={errors.time?.message} hint="In the time zone below.">
          <input type="time" step={60} {...register('time')} />
        </Field>
        <Field label="Size to set" error={errors.workspace_type_name?.message ?? (chosenTooLarge && `${chosenTooLarge}: choose a smaller size.`)}>
          <select {...register('workspace_type_name')}>
            <option value="">Choose a size</option>
            {sortSizes(sizes).map((t) => {
              const refused = check.sizeRefusal(t);
              return (
                <option key={t.typeName} value={t.typeName} disabled={Boolean(refused) && t.typeName !== values.workspace_type_name}>
                  {t.typeName} · {t.cpu} vCPU · {formatMemory(t.memory)}
                  {refused ? ` · ${refused}` : ''}
                </option>
              );
            })}
          </select>
        </Field>
        {sizeFit && (
          <div className="field-warn small" role="status">
            <strong>{sizeFit.message}</strong> {fitRule}
          </div>
        )}
      </div>
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <Field label="Time zone" error={errors.timezone?.message} hint="The schedule follows this zone's clock, daylight saving included.">
            <ZoneSelect key={editing?.id ?? 'new'} searchLabel="Search schedule time zones" {...field} />
          </Field>
        )}
      />
      {warnings.length > 0 && (
        <div className="notice notice-warn" role="status">
          <strong>Before you save</strong>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <NextRunsList painted={painted} runs={runs} repeat={values.repeat} timezone={values.timezone} />
      <FormError error={save.error} title="The schedule was not saved" form={serverErrors} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : editing ? 'Save schedule' : 'Create schedule'}
        </button>
        {editing && (
          <button type="button" className="button" onClick={leave} disabled={save.isPending}>
            Cancel editing
          </button>
        )}
        {editing ? (
          <CopyRequest
            operation="updateWorkspaceSchedule"
            args={() => ({
              params: { workgroupID, workspaceID, scheduleID: editing.id },
              body: toScheduleBody(form.getValues(), workspaceID, editing.id),
            })}
          />
        ) : (
          <CopyRequest
            operation="createWorkspaceSchedule"
            args={() => ({ params: { workgroupID, workspaceID }, body: toScheduleBody(form.getValues(), workspaceID) })}
          />
        )}
      </div>
    </form>
  );
}
