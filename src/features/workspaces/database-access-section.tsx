import type { UseFormReturn } from 'react-hook-form';
import type { Workgroup } from '@/kernel/workgroup-schema';
import { Section } from '@/ui/page';
import { CheckboxField, Field } from '@/ui/field';
import { READ_ONLY_HA } from './workspace-form';
import type { WorkspaceFormValues } from './workspace-form-schema';

/**
 * The create form's database (new or attached) and access (read-write or read-only)
 * choices, with high availability: read-only has none, and the box says why.
 */
export function DatabaseAccessSection({
  form,
  databases,
  access,
  countRefused,
}: {
  form: UseFormReturn<WorkspaceFormValues>;
  databases: Workgroup['tg_databases'];
  access: WorkspaceFormValues['access'];
  countRefused: string | undefined;
}) {
  const { register, watch } = form;
  const errors = form.formState.errors;
  const database = watch('database');
  return (
    <Section title="Database and access">
      <div className="stack">
        <fieldset>
          <legend>Database</legend>
          <div className="stack">
            <label className="check-field">
              <input type="radio" value="new" {...register('database')} /> Create a new database
            </label>
            <label className="check-field">
              <input type="radio" value="existing" {...register('database')} disabled={databases.length === 0} /> Attach an existing database
              {databases.length === 0 && <span className="muted small">(this workgroup has none yet)</span>}
            </label>
            {database === 'existing' && (
              <Field label="Database to attach" error={errors.tg_database_id?.message}>
                <select {...register('tg_database_id')}>
                  <option value="">Choose a database</option>
                  {databases.map((d) => (
                    <option key={d.database_id} value={d.database_id}>
                      {d.name} ({d.tg_version})
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </div>
        </fieldset>
        <fieldset aria-describedby={countRefused ? 'access-hint access-refused' : 'access-hint'} className={countRefused ? 'field-invalid' : undefined}>
          <legend>Access</legend>
          <div className="stack">
            <label className="check-field">
              <input type="radio" value="rw" {...register('access')} /> Read-write
            </label>
            <label className="check-field">
              <input type="radio" value="ro" {...register('access')} /> Read-only
            </label>
            <p id="access-hint" className="field-hint">
              Backups are taken from a read-write workspace; a database has at most one. {access === 'ro' ? 'A read-only workspace cannot be resized.' : ''}
            </p>
            {errors.access?.message && <p className="field-error">{errors.access.message}</p>}
            {countRefused && (
              <p id="access-refused" className="field-error">
                No {access === 'ro' ? 'read-only' : 'read-write'} workspace is left in the quota.
              </p>
            )}
          </div>
        </fieldset>
        <CheckboxField
          label="High availability"
          hint={access === 'ro' ? READ_ONLY_HA : 'Adds a replica for redundancy and fault tolerance; doubles the compute billed.'}
        >
          <input disabled={access === 'ro'} {...register('enable_ha')} />
        </CheckboxField>
      </div>
    </Section>
  );
}
