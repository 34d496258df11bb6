import { useQuery } from '@tanstack/react-query';
import type { CloudProvider } from '@/kernel/cloud-provider-schema';
import { publicProviderQueries, useUpgradeCloudProvider } from './cloud-provider-extras-queries';
import { newestComponents, outdatedComponents, parseComponents } from './components';
import { Section } from '@/ui/page';
import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

/**
 * A provider's components against the current ones, which the vendor's own
 * providers run (GET /cloud-providers/public): an older one is offered the
 * upgrade (PUT /cloud-providers/{id}/upgrade), followed until it is done.
 */
export function ProviderUpgrade({ provider: p }: { provider: CloudProvider }) {
  const vendor = useQuery(publicProviderQueries.list());
  const upgrade = useUpgradeCloudProvider(p.id);
  // The upgrade is sent from a confirmation naming each component's versions, not on the first click.
  const [confirming, setConfirming] = useState(false);
  const running = parseComponents(p.component_versions);
  const current = newestComponents((vendor.data ?? []).filter((v) => v.platform === p.platform).map((v) => parseComponents(v.component_versions)));
  // Without the vendor's providers (a deployment before revision D) the current versions are not known: nothing is offered.
  if (!vendor.data || current.length === 0 || running.length === 0) return null;
  const outdated = outdatedComponents(running, current);
  const upgrading = p.status.toLowerCase() === 'upgrading';
  if (!upgrading && outdated.length === 0) return null;
  const start = () =>
    upgrade.mutateAsync({ components: outdated.map((c) => ({ name: c.name, version: c.to })) }).then(() => {
      setConfirming(false);
      toast({ tone: 'success', title: `${p.name} is upgrading`, detail: 'Its workgroups keep running; the status follows here.' });
    });
  const changes = outdated.map((c) => `${c.name} ${c.from || '(not installed)'} → ${c.to}`);
  return (
    <Section title="Components">
      {upgrading ? (
        <p role="status">Upgrading: the new components are being rolled out. This page follows it until the provider is Active again.</p>
      ) : (
        <>
          <p>This provider runs components older than the current ones. Workgroups keep running during the upgrade.</p>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">Running</th>
                <th scope="col">Current</th>
              </tr>
            </thead>
            <tbody>
              {outdated.map((c) => (
                <tr key={c.name}>
                  <th scope="row">{c.name}</th>
                  <td>{c.from || 'not installed'}</td>
                  <td>{c.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => setConfirming(true)} disabled={p.status.toLowerCase() !== 'active'}>
              {`Upgrade ${outdated.length === 1 ? 'the component' : `${outdated.length} components`}`}
            </button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={(o) => {
              if (!o) upgrade.reset();
              setConfirming(o);
            }}
            title={`Upgrade ${p.name}?`}
            actionLabel={`Upgrade ${outdated.length === 1 ? 'the component' : `${outdated.length} components`}`}
            pending={upgrade.isPending}
            error={upgrade.error}
            onConfirm={start}
            extra={
              <CopyRequest
                operation="upgradeCloudProvider"
                args={() => ({ params: { id: p.id }, body: { components: outdated.map((c) => ({ name: c.name, version: c.to })) } })}
              />
            }
          >
            <p>These components move to the vendor's current versions:</p>
            <ul aria-label="Component versions, from and to">
              {changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <p className="muted small">Its workgroups keep running while the new components are rolled out. There is no way back to the older versions.</p>
          </ConfirmDialog>
        </>
      )}
    </Section>
  );
}
