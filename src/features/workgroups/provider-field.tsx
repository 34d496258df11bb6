import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { Field } from '@/ui/field';
import { platformLabel } from '@/lib/labels';
import { providerGroups, type ProviderChoice } from './provider-choice';

interface Props {
  field: UseFormRegisterReturn<'cloud_provider_id'>;
  error: string | undefined;
  vendor: readonly ProviderChoice[];
  own: readonly ProviderChoice[];
  pending: boolean;
  chosen: ProviderChoice | undefined;
  chosenIsVendor: boolean;
}

const inactive = (p: ProviderChoice) => p.status.toLowerCase() !== 'active';

/**
 * The provider a workgroup runs on: the vendor's own first ("run by the vendor":
 * nothing to set up), then the organization's own cloud accounts.
 */
export function ProviderField({ field, error, vendor, own, pending, chosen, chosenIsVendor }: Props) {
  const groups = providerGroups(vendor, own);
  const register = <Link to="/cloud-providers/new">Register a cloud account</Link>;
  return (
    <Field
      label="Cloud provider"
      error={error}
      hint={
        chosen && chosenIsVendor ? (
          <>
            Run by the vendor in {chosen.region}: nothing to set up in a cloud account of yours. To run in your own account instead: {register}
          </>
        ) : (
          <>
            {groups.vendor.length > 0 ? 'The vendor runs one in each region it offers; your own accounts are listed below them. ' : ''}Only an Active provider
            can host a workgroup. {register}
          </>
        )
      }
    >
      <select {...field} disabled={pending}>
        <option value="">{pending ? 'Loading cloud providers…' : 'Choose a cloud provider'}</option>
        {groups.vendor.length > 0 && (
          <optgroup label="Run by the vendor">
            {groups.vendor.map((p) => (
              <option key={p.id} value={p.id} disabled={inactive(p)}>
                {p.name} · {p.region}
                {inactive(p) ? ` · ${p.status}` : ''}
              </option>
            ))}
          </optgroup>
        )}
        {groups.own.length > 0 && (
          <optgroup label="Your cloud accounts">
            {groups.own.map((p) => (
              <option key={p.id} value={p.id} disabled={inactive(p)}>
                {p.name} ({platformLabel(p.platform)} · {p.region}){inactive(p) ? ` · ${p.status}` : ''}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </Field>
  );
}
