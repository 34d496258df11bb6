import type { UseFormReturn } from 'react-hook-form';
import { Section } from '@/ui/page';
import { CheckboxField, Field } from '@/ui/field';
import type { WorkspaceFormValues } from './workspace-form-schema';

/** The create form's advanced choices: a solution to install, and how version updates are applied. */
export function AdvancedSection({ form }: { form: UseFormReturn<WorkspaceFormValues> }) {
  const { register, watch } = form;
  const errors = form.formState.errors;
  const installSolution = watch('install_solution');
  return (
    <Section title="Advanced">
      <div className="stack">
        <CheckboxField label="Install a solution" hint="Load a packaged solution (schema, queries, sample data) from the solution catalog.">
          <input {...register('install_solution')} />
        </CheckboxField>
        {installSolution && (
          <div className="form-grid">
            <Field label="Solution catalog ID" error={errors.solution_catalog_id?.message}>
              <input type="text" autoComplete="off" spellCheck={false} {...register('solution_catalog_id')} />
            </Field>
            <Field label="Solution name (optional)" error={errors.solution_name?.message}>
              <input type="text" autoComplete="off" {...register('solution_name')} />
            </Field>
            <Field label="Sample data origin (optional)" error={errors.data_source_origin?.message}>
              <input type="text" autoComplete="off" {...register('data_source_origin')} />
            </Field>
          </div>
        )}
        <Field
          label="Update strategy (optional)"
          error={errors.update_strategy?.message}
          hint="How version updates are applied; leave empty for the service default (rolling or recreate)."
        >
          <input type="text" autoComplete="off" spellCheck={false} list="update-strategies" {...register('update_strategy')} />
        </Field>
        <datalist id="update-strategies">
          <option value="rolling" />
          <option value="recreate" />
        </datalist>
      </div>
    </Section>
  );
}
