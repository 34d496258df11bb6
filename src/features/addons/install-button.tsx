import { useCallback } from 'react';
import type { InstalledAddon } from '@/kernel/addon-schema';
import { useInstallAddon } from './addons-queries';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { CopyRequest } from '@/ui/copy-request';

/** Whether the organization has an add-on: installed and on, turned off (its configurations kept), or never installed. */
export function stateOf(installed: readonly InstalledAddon[] | undefined, addonsID: string) {
  const found = installed?.find((i) => i.addons_id === addonsID);
  return { found, enabled: found?.enabled === true, label: !found ? 'Not installed' : found.enabled ? 'Installed' : 'Turned off' };
}

/**
 * Installing harms nothing: one click, its failure beside the button. Once installed the button is gone: the screen
 * shows `InstalledNote` in its place (`onInstalled`), which takes focus, so it does not fall to the page's start.
 */
export function InstallButton({ addonsID, name, again, onInstalled }: { addonsID: string; name: string; again: boolean; onInstalled: () => void }) {
  const install = useInstallAddon(addonsID);
  const send = useSendOnce();
  const label = again ? `Turn ${name} on again` : `Install ${name}`;
  return (
    <div className="stack">
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={install.isPending}
          onClick={() =>
            // The promise, not mutate's onSuccess: the button unmounts as the refreshed list says the add-on is installed,
            // and a callback given to mutate is dropped with it. A failure shows beside the button (install.error).
            send(() => install.mutateAsync(true).then(onInstalled))
          }
        >
          {install.isPending ? 'Installing…' : label}
        </button>
        <CopyRequest operation="installAddon" args={() => ({ params: { addonsID }, query: { enable: 'true' } })} />
      </div>
      <FormError error={install.error} title={`${name} was not installed`} takeFocus />
    </div>
  );
}

/** Says, where Install was, that the add-on is now the organization's; it takes focus as it appears. */
export function InstalledNote({ name }: { name: string }) {
  const focus = useCallback((el: HTMLElement | null) => el?.focus(), []);
  return (
    <p className="notice" role="status" tabIndex={-1} ref={focus}>
      {name} is installed for the organization. Turn it on in each workspace that uses it (Edit workspace, Add-ons).
    </p>
  );
}
