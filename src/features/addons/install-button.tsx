import type { InstalledAddon } from '@/api/schemas';
import { useInstallAddon } from '@/api/resources/addons';
import { FormError } from '@/ui/form-error';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

/** Whether the organization has an add-on: installed and on, turned off (its configurations kept), or never installed. */
export function stateOf(installed: readonly InstalledAddon[] | undefined, addonsID: string) {
  const found = installed?.find((i) => i.addons_id === addonsID);
  return { found, enabled: found?.enabled === true, label: !found ? 'Not installed' : found.enabled ? 'Installed' : 'Turned off' };
}

/** Installing harms nothing: one click, its failure beside the button. */
export function InstallButton({ addonsID, name, again }: { addonsID: string; name: string; again: boolean }) {
  const install = useInstallAddon(addonsID);
  const label = again ? `Turn ${name} on again` : `Install ${name}`;
  return (
    <div className="stack">
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={install.isPending}
          onClick={() =>
            install.mutate(true, {
              onSuccess: () =>
                toast({ tone: 'success', title: `${name} is installed for the organization`, detail: 'Turn it on in each workspace that uses it.' }),
            })
          }
        >
          {install.isPending ? 'Installing…' : label}
        </button>
        <CopyRequest operation="installAddon" args={() => ({ params: { addonsID }, query: { enable: 'true' } })} />
      </div>
      <FormError error={install.error} title={`${name} was not installed`} />
    </div>
  );
}
