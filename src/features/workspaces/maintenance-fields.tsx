import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/ui/field';
import { ZoneSelect } from '@/ui/zone-select';
import { jsDayName } from '@/lib/labels';
import { formatClock } from '@/lib/format-time';
import type { MaintenanceWindow } from './maintenance';
import { nextMaintenanceWindow } from './maintenance-next';
import { MaintenanceWindowTime } from './maintenance-window-time';

type WindowValues = Required<
  Pick<
    MaintenanceWindow,
    'maintenance_window_day_of_week' | 'maintenance_window_hour_of_day' | 'maintenance_window_interval_weeks' | 'maintenance_window_time_zone'
  >
>;

/**
 * The maintenance window (day, starting hour, every how many weeks, zone), with
 * the next window it gives in its zone and the viewer's: in the create and edit forms.
 */
export function MaintenanceWindowFields<T extends FieldValues & { [K in keyof WindowValues]: number | string }>({
  form,
  lastMaintenance,
}: {
  form: UseFormReturn<T>;
  lastMaintenance?: string;
}) {
  const { register, control, watch } = form;
  const errors = form.formState.errors as Partial<Record<keyof WindowValues, { message?: string }>>;
  // Field names of the form's own values (T extends them): react-hook-form types paths by T.
  const name = (k: keyof WindowValues) => k as Path<T>;
  const values = { ...(watch() as WindowValues), last_maintenance: lastMaintenance };
  const next = nextMaintenanceWindow(values, Date.now());
  return (
    <fieldset>
      <legend>Maintenance window</legend>
      <div className="form-grid">
        <Field label="Day" error={errors.maintenance_window_day_of_week?.message}>
          <select {...register(name('maintenance_window_day_of_week'), { setValueAs: Number })}>
            {[0, 1, 2, 3, 4, 5, 6].map((i) => (
              <option key={i} value={i}>
                {jsDayName(i)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Starting hour" error={errors.maintenance_window_hour_of_day?.message}>
          <select {...register(name('maintenance_window_hour_of_day'), { setValueAs: Number })}>
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {formatClock(h)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Every how many weeks" error={errors.maintenance_window_interval_weeks?.message}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={52}
            step={1}
            {...register(name('maintenance_window_interval_weeks'), { valueAsNumber: true })}
          />
        </Field>
        <Controller
          control={control}
          name={name('maintenance_window_time_zone')}
          render={({ field }) => (
            <Field label="Time zone" error={errors.maintenance_window_time_zone?.message} className="field-full">
              <ZoneSelect searchLabel="Search maintenance time zones" {...field} value={String(field.value)} />
            </Field>
          )}
        />
      </div>
      <p className="muted small" aria-live="polite">
        {next === undefined ? (
          'The next window cannot be placed with these values.'
        ) : (
          <>
            Next window: <MaintenanceWindowTime at={next} zone={values.maintenance_window_time_zone || 'UTC'} />.
          </>
        )}
      </p>
    </fieldset>
  );
}
