import { useState } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { metaQueries } from '@/kernel/meta-queries';
import { addonQueries, useInstallAddon } from './addons-queries';
import { orgQueries } from '@/kernel/org-queries';
import { isApiError } from '@/api/api-error';
import { describeAddonPrice } from '@/kernel/addon-price';
import { PageHeader, Section, Fact } from '@/ui/page';
import { Dialog } from '@/ui/dialog';
import { FormActions } from '@/ui/form-actions';
import { FormError } from '@/ui/form-error';
import { CopyRequest } from '@/ui/copy-request';
import { Time } from '@/ui/time';
import { toast } from '@/ui/toasts';
import { facts } from './addon-detail.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { InstallButton, InstalledNote, stateOf } from './install-button';
import { AddonConfigs } from './addon-configs';
import { knowOperations } from '@/api/loaded-operations';
import { metaOperations } from '@/kernel/meta-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(metaOperations);

const route = getRouteApi('/addons/$addonID');

/** One add-on: its price, whether the organization has it, its configurations and the workspaces that use it. */
export function AddonDetail() {
  const { addonID } = route.useParams();
  const catalog = useQuery(metaQueries.addons());
  const installed = useQuery(addonQueries.installed());
  const pricing = useQuery(orgQueries.pricing());
  const users = useQuery(addonQueries.workspaces(addonID));
  const meta = catalog.data?.find((a) => a.id === addonID);
  const name = meta?.name ?? addonID;
  const state = stateOf(installed.data, addonID);
  const [confirmOff, setConfirmOff] = useState(false);
  const [justInstalled, setJustInstalled] = useState(false);
  const notOffered = isApiError(installed.error) && installed.error.notOffered;
  return (
    <>
      <PageHeader
        title={name}
        description={meta?.description}
        actions={
          installed.data && state.enabled ? (
            <button type="button" className="button" onClick={() => setConfirmOff(true)}>
              Turn off for the organization
            </button>
          ) : undefined
        }
      />
      <ScreenNotices facts={facts} params={{ addonID }} />
      {catalog.data && !meta && (
        <p className="notice notice-warn" role="note">
          The service’s list of add-ons does not name {addonID}. <Link to="/addons">All add-ons</Link>
        </p>
      )}
      <Section title="For the organization">
        <dl className="facts">
          <Fact label="Price">{describeAddonPrice(meta?.isFree, pricing.data?.addon_pricing, [meta?.uniqueName ?? '', name])}</Fact>
          <Fact label="State">{installed.data ? state.label : notOffered ? 'Not offered by this deployment' : installed.isError ? 'Unknown' : '…'}</Fact>
          {state.found?.installed_at && (
            <Fact label="Installed">
              <Time value={state.found.installed_at} />
              {state.found.installed_by && ` by ${state.found.installed_by}`}
            </Fact>
          )}
        </dl>
        {installed.data && !state.enabled && (
          <InstallButton addonsID={addonID} name={name} again={state.label === 'Turned off'} onInstalled={() => setJustInstalled(true)} />
        )}
        {state.enabled && justInstalled && <InstalledNote name={name} />}
      </Section>
      {state.found && <AddonConfigs installed={state.found} name={name} />}
      <Section title="Workspaces using it">
        {users.data ? (
          users.data.length === 0 ? (
            <p className="muted">No workspace has {name} on.</p>
          ) : (
            <ul className="plain-list" aria-label={`Workspaces using ${name}`}>
              {users.data.map((w) => (
                <li key={w.workspace_id || w.name}>
                  {w.workspace_id && w.workgroup_id ? (
                    <Link to="/workgroups/$workgroupID/workspaces/$workspaceID" params={{ workgroupID: w.workgroup_id, workspaceID: w.workspace_id }}>
                      {w.name || w.workspace_id}
                    </Link>
                  ) : (
                    w.name || '—'
                  )}{' '}
                  <span className="muted small">{w.workgroup_name && `in ${w.workgroup_name}`}</span>
                </li>
              ))}
            </ul>
          )
        ) : users.isError ? (
          <p className="muted" role="note">
            {isApiError(users.error) && users.error.notOffered ? 'Not offered by this deployment.' : 'Could not be read.'}
          </p>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </Section>
      {confirmOff && <TurnOff addonID={addonID} name={name} users={users.data} onClose={() => setConfirmOff(false)} />}
    </>
  );
}

type AddonUser = { name: string; workspace_id: string; workgroup_id: string; workgroup_name: string };

/** Turning off: refused here, with their names and workgroups, while workspaces use it (the service refuses it too). */
function TurnOff({ addonID, name, users, onClose }: { addonID: string; name: string; users: AddonUser[] | undefined; onClose: () => void }) {
  const off = useInstallAddon(addonID);
  const using = users ?? [];
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Turn off ${name}?`} busy={off.isPending}>
      {using.length > 0 ? (
        <div className="notice notice-warn" role="alert">
          <p>
            {name} is on in {using.length === 1 ? 'this workspace' : `these ${using.length} workspaces`}. Turn it off there first (Edit workspace, Add-ons):
          </p>
          {/* Workspaces of different workgroups share names ("production"): each is named with its workgroup. */}
          <ul aria-label={`Workspaces where ${name} is on`}>
            {using.map((w, i) => {
              const named = `${w.name || w.workspace_id || '—'} in ${w.workgroup_name || w.workgroup_id || 'an unnamed workgroup'}`;
              return (
                <li key={w.workspace_id || `${w.name}-${i}`}>
                  {w.workspace_id && w.workgroup_id ? (
                    <Link to="/workgroups/$workgroupID/workspaces/$workspaceID/edit" params={{ workgroupID: w.workgroup_id, workspaceID: w.workspace_id }}>
                      {named}
                    </Link>
                  ) : (
                    named
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p>No workspace uses it. Its configurations are kept; nothing is billed for it while it is off.</p>
      )}
      <FormError error={off.error} title={`${name} was not turned off`} takeFocus />
      <FormActions
        style={{ marginTop: '1rem' }}
        label="Turn off"
        actionClass="button-danger"
        pending={off.isPending}
        disabled={using.length > 0}
        onAction={() =>
          off.mutateAsync(false).then(() => {
            toast({ tone: 'success', title: `${name} is turned off`, detail: 'Its configurations are kept if you turn it on again.' });
            onClose();
          })
        }
        onCancel={onClose}
      >
        <CopyRequest operation="installAddon" args={() => ({ params: { addonsID: addonID }, query: { enable: 'false' } })} />
      </FormActions>
    </Dialog>
  );
}
