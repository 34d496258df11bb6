import type { UseFormRegister } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { Section } from '@/ui/page';
import { CheckboxField } from '@/ui/field';
import { ListLoadError } from '@/ui/list-load-error';
import type { WorkspaceFormValues } from './workspace-form-schema';

/** What the section reads of each add-on the catalog lists. */
type AddonChoice = { id: string; name: string; description: string; isFree: boolean | undefined };

/** The create form's add-ons: each with whether it is free, or why none can be chosen. */
export function AddonsSection({
  addons,
  unread,
  register,
}: {
  addons: UseQueryResult<AddonChoice[], unknown>;
  unread: boolean;
  register: UseFormRegister<WorkspaceFormValues>;
}) {
  return (
    <Section title="Add-ons">
      {addons.isError ? (
        <ListLoadError what="add-ons" error={addons.error} onRetry={() => addons.refetch()} />
      ) : addons.isPending ? (
        <p className="muted">Loading add-ons…</p>
      ) : addons.data.length === 0 ? (
        <p className="muted">
          {unread
            ? 'The list of add-ons could not be read, so none can be chosen here (see the note at the top of the page).'
            : 'No add-ons are available to this organization.'}
        </p>
      ) : (
        <fieldset>
          <legend>Enable add-ons</legend>
          <div className="stack">
            {addons.data.map((a) => (
              <CheckboxField
                key={a.id}
                label={
                  <>
                    {a.name}{' '}
                    {a.isFree === true ? (
                      <span className="badge badge-ok">Free</span>
                    ) : a.isFree === false ? (
                      <span className="badge badge-idle">Paid</span>
                    ) : (
                      <span className="badge badge-idle">Price not stated</span>
                    )}
                  </>
                }
                hint={a.description || undefined}
              >
                <input value={a.id} {...register('addons')} />
              </CheckboxField>
            ))}
          </div>
        </fieldset>
      )}
    </Section>
  );
}
