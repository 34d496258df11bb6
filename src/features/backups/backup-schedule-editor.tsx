import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { backupLimits } from './backup-limits';
import type { ScheduleValues as Values } from './backup-schedule-form';
import { type BackupSchedule } from './backup-schema';
import { cronError } from '@/api/schemas/cron';
import { useSetBackupSchedule } from './backups-queries';
import { cronFromFriendly, friendlyFromCron, nextBackupRuns } from './backup-schedule';
import { formatInZone } from '@/lib/format-time';
import { jsDayName } from '@/lib/labels';
import { offsetMinutes, viewerZone } from '@/lib/timezones';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import { Field, CheckboxField } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { useFormSubmit } from '@/ui/form-helpers';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { notOfferedText } from './read-failure';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { backupScheduleRefusals } from './backup-quota';

type WS = { workgroupID: string; workspaceID: string };

// The editor's checks (zod, the body's rules) come at the person's first touch of the page, not with the screen (ui/zod-resolver.ts).
const ScheduleForm = lazySchema(() => import('./backup-schedule-form').then((m) => m.ScheduleForm));

const DAYS = [1, 2, 3, 4, 5, 6, 0];
const pad = (n: number) => String(n).padStart(2, '0');

function valuesOf(s: BackupSchedule, zone: string, now: number): Values {
  const friendly = friendlyFromCron(s.schedule, zone, now);
  return {
    mode: friendly ? 'simple' : 'cron',
    every: !friendly || friendly.days.length === 7 ? 'day' : 'days',
    days: friendly && friendly.days.length < 7 ? friendly.days.map(String) : [],
    time: friendly ? `${pad(friendly.hour)}:${pad(friendly.minute)}` : '03:00',
    schedule: s.schedule,
    max_backup_files: s.max_backup_files ?? 7,
    max_reserved_days: s.max_reserved_days ?? 7,
    max_retry: s.max_retry ?? 3,
    pause: s.pause,
  };
}

/** The cron expression (UTC) the values stand for; undefined while the simple form is incomplete. */
function cronOf(v: Values, zone: string, now: number): string | undefined {
  if (v.mode === 'cron') return v.schedule.trim();
  const m = /^(\d{2}):(\d{2})$/.exec(v.time);
  const days = v.every === 'day' ? [0, 1, 2, 3, 4, 5, 6] : v.days.map(Number);
  if (!m || days.length === 0) return undefined;
  return cronFromFriendly({ days, hour: Number(m[1]), minute: Number(m[2]) }, zone, now);
}

export function BackupScheduleEditor({ p, schedule, readOnly }: { p: WS; schedule: BackupSchedule; readOnly: boolean }) {
  const zone = viewerZone();
  const [now] = useState(() => Date.now());
  const save = useSetBackupSchedule(p);
  const saved = useMemo(() => valuesOf(schedule, zone, now), [schedule, zone, now]);
  const draftKey = readOnly ? undefined : `backup-schedule.${p.workgroupID}.${p.workspaceID}`;
  const form = useForm<Values>({
    resolver: zodResolver(ScheduleForm),
    defaultValues: draftKey ? withDraft(draftKey, saved) : saved,
    reValidateMode: 'onChange',
  });
  const { submit, serverErrors } = useFormSubmit(form, ScheduleForm, save);
  // The quota's retention limits: a schedule beyond them is refused beside its field, not sent.
  const quota = useQuery({ ...orgQueries.quota(), enabled: !readOnly });
  const draft = useFormDraft(form, draftKey, saved);
  const { register, watch, formState, setValue } = form;
  const errors = formState.errors;
  const v = watch();
  const cron = cronOf(v, zone, now);
  const runs = cron && !cronError(cron) ? nextBackupRuns(cron, now, 5) : [];
  const clocksChange = offsetMinutes(zone, new Date(now)) !== offsetMinutes(zone, new Date(now + 182 * 86_400_000));
  const bodyOf = (x: Values) => ({
    schedule: cronOf(x, zone, now) ?? '',
    max_backup_files: x.max_backup_files,
    max_reserved_days: x.max_reserved_days,
    max_retry: x.max_retry,
    pause: x.pause,
  });

  const onSubmit = submit(async (x) => {
    const refusals = backupScheduleRefusals(quota.data, x);
    refusals.forEach((r, i) => form.setError(r.field, { type: 'quota', message: r.reason }, { shouldFocus: i === 0 }));
    if (refusals.length > 0) return;

    await save.mutateAsync(bodyOf(x));
    draft.clear();
    toast({ tone: 'success', title: 'Automatic-backup schedule saved', detail: x.pause ? 'Paused: no automatic backups until you resume it.' : undefined });
  });
  const toCron = () => setValue('schedule', cron ?? v.schedule, { shouldDirty: true });
  // Back to days and a time: from the expression, when it has that form.
  const [noSimpleForm, setNoSimpleForm] = useState(false);
  const toSimple = () => {
    const f = friendlyFromCron(v.schedule, zone, now);
    setNoSimpleForm(!f);
    if (!f) return;
    setValue('every', f.days.length === 7 ? 'day' : 'days');
    setValue('days', f.days.length === 7 ? [] : f.days.map(String));
    setValue('time', `${pad(f.hour)}:${pad(f.minute)}`);
  };
  const notOffered = notOfferedText(save.error, 'Setting the automatic-backup schedule');

  return (
    <form className="form form-wide" noValidate onSubmit={onSubmit} aria-label="Automatic backups">
      {draftKey && <DraftNotice draft={draft} />}
      {readOnly && <p className="muted">A read-only workspace has no automatic backups of its own: they are set on its read-write workspace.</p>}
      <fieldset disabled={readOnly}>
        <legend>Editor</legend>
        <div className="row">
          <label className="check-field">
            <input type="radio" value="simple" {...register('mode', { onChange: toSimple })} /> Days and a time
          </label>
          <label className="check-field">
            <input type="radio" value="cron" {...register('mode', { onChange: toCron })} /> Cron expression (UTC)
          </label>
        </div>
      </fieldset>
      {v.mode === 'simple' && noSimpleForm && (
        <p className="muted small">
          The expression had no days-and-time form (several times a day, or dates): the days and time below replace it when you save.
        </p>
      )}
      {v.mode === 'simple' ? (
        <fieldset disabled={readOnly}>
          <legend>When</legend>
          <div className="stack">
            <div className="row">
              <label className="check-field">
                <input type="radio" value="day" {...register('every')} /> Every day
              </label>
              <label className="check-field">
                <input type="radio" value="days" {...register('every')} /> On chosen days
              </label>
            </div>
            {v.every === 'days' && (
              <div className="day-picker" role="group" aria-label="Days" aria-describedby={errors.days ? 'backup-days-error' : undefined}>
                {DAYS.map((d) => (
                  <label key={d}>
                    <input type="checkbox" value={String(d)} {...register('days')} /> {jsDayName(d)?.slice(0, 3)}
                  </label>
                ))}
              </div>
            )}
            {errors.days?.message && (
              <p id="backup-days-error" className="field-error">
                {errors.days.message}
              </p>
            )}
            <div className="form-grid">
              <Field label="Time" error={errors.time?.message} hint={`In your time zone, ${zone}.`}>
                <input type="time" step={60} {...register('time')} />
              </Field>
            </div>
          </div>
          {cron && (
            <p className="muted small">
              Sent to the service as the UTC cron expression <code>{cron}</code>.
            </p>
          )}
        </fieldset>
      ) : (
        <div className="form-grid">
          <Field
            label="Cron expression (UTC)"
            error={errors.schedule?.message}
            hint="minute hour day-of-month month day-of-week, in UTC; e.g. 0 3 * * * is every day at 03:00 UTC."
          >
            <input type="text" className="mono" autoComplete="off" spellCheck={false} disabled={readOnly} {...register('schedule')} />
          </Field>
        </div>
      )}
      <div aria-live="polite">
        <strong className="small">Next runs</strong>
        {runs.length === 0 ? (
          <p className="muted small">{cron ? 'None: the expression never runs.' : 'Complete the schedule to see its runs.'}</p>
        ) : (
          <ol className="run-list small" aria-label="Next automatic backups">
            {runs.map((at) => (
              <li key={at}>
                {formatInZone(at, zone)}
                {zone !== 'UTC' && <span className="muted"> ({formatInZone(at, 'UTC')})</span>}
              </li>
            ))}
          </ol>
        )}
        {clocksChange && (
          <p className="muted small">
            The service keeps this schedule in UTC: when your clocks change, the backups move by an hour on your clock (the runs above show it).
          </p>
        )}
      </div>
      <div className="form-grid">
        <Field
          label="Automatic backups kept"
          error={errors.max_backup_files?.message}
          hint={`The newest ${v.max_backup_files || 'N'} are kept; older automatic ones are deleted. Manual backups do not count. ${backupLimits.max_backup_files.min}–${quota.data?.workspace_auto_backup_count_limit ?? backupLimits.max_backup_files.max}.`}
        >
          <input type="number" inputMode="numeric" disabled={readOnly} {...register('max_backup_files', { valueAsNumber: true })} />
        </Field>
        <Field
          label="Days kept"
          error={errors.max_reserved_days?.message}
          hint={`Automatic backups older than this are deleted. ${backupLimits.max_reserved_days.min}–${quota.data?.workspace_auto_backup_retention_in_days ?? backupLimits.max_reserved_days.max} days.`}
        >
          <input type="number" inputMode="numeric" disabled={readOnly} {...register('max_reserved_days', { valueAsNumber: true })} />
        </Field>
        <Field
          label="Retries"
          error={errors.max_retry?.message}
          hint={`How many times a failed automatic backup is tried again. ${backupLimits.max_retry.min}–${backupLimits.max_retry.max}.`}
        >
          <input type="number" inputMode="numeric" disabled={readOnly} {...register('max_retry', { valueAsNumber: true })} />
        </Field>
      </div>
      <CheckboxField label="Pause automatic backups" hint="No automatic backup is taken while paused; the ones already taken are kept.">
        <input disabled={readOnly} {...register('pause')} />
      </CheckboxField>
      {notOffered ? (
        <p className="notice" role="status">
          {notOffered}
        </p>
      ) : (
        <FormError error={save.error} form={serverErrors} />
      )}
      {!readOnly && (
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save schedule'}
          </button>
          <CopyRequest operation="setBackupSchedule" args={() => ({ params: p, body: bodyOf(form.getValues()) })} />
        </div>
      )}
    </form>
  );
}
