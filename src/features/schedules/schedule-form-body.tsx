import { useMemo, type ChangeEvent, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import type { Schedule } from '@/kernel/schedule-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { repeatKinds, weekDays } from '@/kernel/schedule-schema';
import { canPlaceRuns, clashesOf, describeSchedule, explainRun, nextRuns, parseTime, resolveWall } from '@/kernel/schedule-time';
import { formatInZone } from '@/lib/format-time';
import { parseDate } from '@/api/schemas/calendar';
import { sortSizes } from '@/kernel/sizes';
import { formatMemory } from '@/lib/format';
import { fitRule } from '@/kernel/fit';
import { sizeWarning, type SizeSubject } from '@/kernel/size-rule';
import type { quotaCheck } from '@/kernel/quota-check';
import { repeatLabels, weekDayLabels } from '@/lib/labels';
import { Field } from '@/ui/field';
import { ZoneSelect } from '@/ui/zone-select';
import { CopyRequest } from '@/ui/copy-request';
import { useAfterPaint } from '@/ui/after-paint';
import { NextRunsList } from './schedule-editor-parts';
import { toScheduleBody, type ScheduleFormValues } from './schedule-form';

/**
 * What the form shows of the schedule it holds: the sentence, its next runs and the warnings before saving. The next runs
 * and the warnings are time-zone maths below the fields: they follow the first paint, unless the form takes the place of
 * the still one, which showed them (`drawn`): they are then there from its first render, and nothing moves.
 */
export function useSchedulePreview(
  values: ScheduleFormValues,
  {
    workspaceID,
    schedules,
    editing,
    mayClash,
    drawn = false,
  }: { workspaceID: string; schedules: Schedule[]; editing: Schedule | undefined; mayClash: boolean; drawn?: boolean },
) {
  const now = Date.now();
  const painted = useAfterPaint() || drawn;
  const preview = { ...toScheduleBody(values, workspaceID), repeat: values.repeat } as Parameters<typeof describeSchedule>[0];
  // Keyed by the preview's content: the form hands out a new object of values on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const runs = useMemo(() => (painted ? nextRuns(preview, now, 10) : []), [painted, JSON.stringify(preview)]);
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
  return { preview, runs, warnings, painted };
}

/** A field's props: react-hook-form's register() in the form, the value and its change in the still form. */
export type Bind = (name: keyof ScheduleFormValues, option?: string) => ComponentPropsWithRef<'input'>;
export interface ZoneField {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The schedule form's fields, its preview and its buttons. The form (schedule-editor.tsx, whose code comes when the admin
 * reaches for it) draws them with its fields; until then the still form (schedule-editor-slot.tsx) draws them in its
 * place, so the room kept is the form's own at every width and nothing below moves when it comes.
 */
export function ScheduleFormBody({
  workgroupID,
  workspaceID,
  values,
  shown,
  bind,
  sizeSelect,
  zone,
  errors = {},
  sizes,
  check,
  workspace,
  editing,
  notices,
  feedback,
  pending = false,
  onCancel,
  current,
}: {
  workgroupID: string;
  workspaceID: string;
  values: ScheduleFormValues;
  shown: ReturnType<typeof useSchedulePreview>;
  bind: Bind;
  sizeSelect: ComponentPropsWithRef<'select'>;
  zone: ZoneField;
  errors?: Partial<Record<keyof ScheduleFormValues, string | undefined>>;
  sizes: WorkspaceType[];
  check: ReturnType<typeof quotaCheck>;
  workspace: SizeSubject | undefined;
  editing: Schedule | undefined;
  /** A draft restored, the schedule edited gone: above the sentence. */
  notices?: ReactNode;
  /** The answer's error, above the buttons. */
  feedback?: ReactNode;
  pending?: boolean;
  onCancel: () => void;
  /** The values as they are now, for "copy the request". */
  current: () => ScheduleFormValues;
}) {
  const chosenSize = sizes.find((t) => t.typeName === values.workspace_type_name);
  const chosenTooLarge = chosenSize && check.sizeRefusal(chosenSize);
  const sizeFit = workspace && sizeWarning(workspace, chosenSize);
  return (
    <>
      {notices}
      <p className="schedule-sentence" aria-live="polite">
        {describeSchedule(shown.preview)}
      </p>
      <fieldset aria-describedby={errors.repeat ? 'repeat-error' : undefined}>
        <legend>Repeat</legend>
        <div className="row">
          {repeatKinds.map((k) => (
            <label key={k} className="check-field">
              <input type="radio" value={k} {...bind('repeat', k)} /> {repeatLabels[k]}
            </label>
          ))}
        </div>
        {errors.repeat && (
          <p id="repeat-error" className="field-error">
            {errors.repeat}
          </p>
        )}
      </fieldset>
      {values.repeat === 'weekly' && (
        <fieldset aria-describedby={errors.days ? 'days-error' : undefined}>
          <legend>Days</legend>
          <div className="day-picker">
            {weekDays.map((d) => (
              <label key={d}>
                <input type="checkbox" value={d} {...bind('days', d)} /> {weekDayLabels[d].short}
              </label>
            ))}
          </div>
          {errors.days && (
            <p id="days-error" className="field-error">
              {errors.days}
            </p>
          )}
        </fieldset>
      )}
      <div className="form-grid">
        {values.repeat === 'none' && (
          <Field label="Date" error={errors.date}>
            <input type="date" {...bind('date')} />
          </Field>
        )}
        <Field label="Time" error={errors.time} hint="In the time zone below.">
          <input type="time" step={60} {...bind('time')} />
        </Field>
        <Field label="Size to set" error={errors.workspace_type_name ?? (chosenTooLarge && `${chosenTooLarge}: choose a smaller size.`)}>
          <select {...sizeSelect}>
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
      <Field label="Time zone" error={errors.timezone} hint="The schedule follows this zone's clock, daylight saving included.">
        <ZoneSelect key={editing?.id ?? 'new'} searchLabel="Search schedule time zones" painted={shown.painted} {...zone} />
      </Field>
      {shown.warnings.length > 0 && (
        <div className="notice notice-warn" role="status">
          <strong>Before you save</strong>
          <ul>
            {shown.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <NextRunsList painted={shown.painted} runs={shown.runs} repeat={values.repeat} timezone={values.timezone} />
      {feedback}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save schedule' : 'Create schedule'}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancel} disabled={pending}>
            Cancel editing
          </button>
        )}
        {editing ? (
          <CopyRequest
            operation="updateWorkspaceSchedule"
            args={() => ({
              params: { workgroupID, workspaceID, scheduleID: editing.id },
              body: toScheduleBody(current(), workspaceID, editing.id),
            })}
          />
        ) : (
          <CopyRequest
            operation="createWorkspaceSchedule"
            args={() => ({ params: { workgroupID, workspaceID }, body: toScheduleBody(current(), workspaceID) })}
          />
        )}
      </div>
    </>
  );
}
