import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { orgKeys } from '@/api/org-keys';
import { credentials } from '@/api/credentials';
import { toast } from '@/ui/toasts';
import { switchOrganization } from '@/kernel/switch-org';

/**
 * Switches between the organizations whose keys Settings holds, by display name, with nothing
 * to enter again. Shown once there are two; the one in use is selected.
 */
export function OrgSwitcher() {
  useSyncExternalStore(orgKeys.subscribe, orgKeys.version, orgKeys.version);
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const qc = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const all = orgKeys.list();
  const active = orgKeys.active();
  if (all.length < 2) return null;
  return (
    <label className="org-switcher">
      <span className="visually-hidden">Switch organization</span>
      <select
        value={active?.orgId ?? ''}
        disabled={busy}
        onChange={async (e) => {
          const target = all.find((o) => o.orgId === e.target.value);
          if (!target) return;
          setBusy(true);
          try {
            await switchOrganization(target, qc, router);
            toast({ tone: 'info', title: `Switched to ${target.label}`, detail: "Nothing of the other organization's is kept on screen." });
          } finally {
            setBusy(false);
          }
        }}
      >
        {!active && <option value="">Another key</option>}
        {all.map((o) => (
          <option key={o.orgId} value={o.orgId}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
