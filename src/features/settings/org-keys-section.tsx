import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { orgKeys, type OrgKey } from '@/api/org-keys';
import { credentials } from '@/api/credentials';
import { checkApiKey, isCredentialRefused, registerCurrentOrganization } from './credential-check';
import { switchOrganization } from '@/kernel/switch-org';
import { Field, CheckboxField } from '@/ui/field';
import { toast } from '@/ui/toasts';

/**
 * One API key per organization this person belongs to, each labelled by the organization's
 * display name as its own key reads it. The header switches between them.
 */
export function OrgKeysSection() {
  useSyncExternalStore(orgKeys.subscribe, orgKeys.version, orgKeys.version);
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const qc = useQueryClient();
  const router = useRouter();
  const all = orgKeys.list();
  const active = orgKeys.active();
  const [value, setValue] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const add = async () => {
    const key = value.trim();
    if (!key) return setError("An organization's API key is required");
    setChecking(true);
    setError(undefined);
    try {
      // The organization in use joins the list first, so that the header can come back to it.
      await registerCurrentOrganization();
      const checked = await checkApiKey(key);
      const same = orgKeys.list().find((o) => o.orgId === checked.orgId);
      if (same && same.orgId === orgKeys.active()?.orgId && same.demo) {
        setError(`This key opens ${checked.label}, the demo organization already in use.`);
        return;
      }
      await orgKeys.add({ orgId: checked.orgId, label: checked.label, apiKey: key, remember });
      setValue('');
      toast({ tone: 'success', title: same ? `${checked.label}: key replaced` : `${checked.label} added`, detail: 'Switch to it from the header.' });
    } catch (e) {
      setError(
        isCredentialRefused(e)
          ? `${e.message}${e.requestId ? ` (RequestID ${e.requestId})` : ''}`
          : `The key could not be checked, so it was not added: ${e instanceof Error ? e.message : String(e)}`,
      );
    } finally {
      setChecking(false);
    }
  };

  const switchTo = async (o: OrgKey) => {
    await switchOrganization(o, qc, router);
    toast({ tone: 'info', title: `Switched to ${o.label}` });
  };

  return (
    <div className="stack">
      <p className="muted">
        An API key opens one organization. Add a key for each organization you belong to; the header then switches between them by name. Only the key of the
        organization in use is sent.
      </p>
      {all.length > 0 && (
        <ul className="plain-list org-keys" aria-label="Organizations">
          {all.map((o) => (
            <li key={o.orgId} className="row">
              <span>
                <strong>{o.label}</strong> {o.orgId === active?.orgId && <span className="badge badge-ok">In use</span>}
                <div className="muted small">
                  {o.demo ? "The embedded demo's key" : <span className="mono">{o.masked}</span>} ·{' '}
                  {o.remember ? 'remembered on this device' : 'until this browser closes'}
                </div>
              </span>
              <span className="form-actions">
                {o.orgId !== active?.orgId && (
                  <>
                    <button type="button" className="button button-small" onClick={() => void switchTo(o)}>
                      Switch to {o.label}
                    </button>
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() =>
                        void orgKeys.remove(o.orgId).then(
                          () => toast({ tone: 'info', title: `${o.label} removed from this browser` }),
                          (e: unknown) => toast({ tone: 'error', title: `${o.label} was not removed`, detail: e instanceof Error ? e.message : String(e) }),
                        )
                      }
                    >
                      Remove {o.label}
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <Field
          label="Another organization's API key"
          error={error}
          hint="Checked with the service before it is added; shown masked, never put in a URL or a log."
        >
          <input type="password" autoComplete="off" spellCheck={false} value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <CheckboxField label="Remember this organization on this device">
          <input checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        </CheckboxField>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={checking}>
            {checking ? 'Checking the key…' : 'Check and add organization'}
          </button>
        </div>
      </form>
    </div>
  );
}
