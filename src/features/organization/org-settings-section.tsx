import { orgAdminOperations } from '@/kernel/org-admin-operations';
import { Suspense, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { retryTransient } from '@/api/api-error';
import { useQuery } from '@tanstack/react-query';
import { credentials } from '@/api/credentials';
import { orgQueries } from '@/kernel/org-queries';
import { useActing } from '@/kernel/access';
import { useMayCall } from '@/kernel/may-call';
import { userQueries } from '@/kernel/users-queries';
import type { WhoAmI } from '@/kernel/org-admin-schema';
import { rolesEditBlocked, ownerNames } from '@/kernel/roles';
import { Section } from '@/ui/page';
import { lazyNamed } from '@/ui/lazy';
import { OrgLogo } from './org-logo';
import { ReadFailed } from '@/ui/read-failed';
import { SINCE_REVISION_C } from './not-offered';

// The form and its checks load when an owner opens it.
const OrgSettingsEditor = lazyNamed(() => import('./org-settings-form'), 'OrgSettingsEditor');

const whoText = (w: WhoAmI) =>
  `${w.kind === 'session' ? 'Session token' : 'API key'}: ${w.name || 'unnamed'}${w.email ? ` (${w.email})` : ''}, ${w.role === 'owner' ? 'an owner' : w.role === 'member' ? 'a member' : w.role || 'role not said'}`;

/**
 * The organization's display name and logo: an owner changes them here; a member sees them,
 * with who may change them. Whose credentials these are comes from the service (the assumed
 * `GET /whoami`); where it does not say, a session token's claims against the user list, else
 * the service decides when the change is sent.
 */
export function OrgSettingsSection() {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const org = useQuery({ ...orgQueries.self(), retry: retryTransient });
  // Who acts: the session token's person when one is held, else the key's (kernel/access.tsx).
  const { acting, viaToken } = useActing();
  const edit = useMayCall(orgAdminOperations.updateOrg);
  const token = credentials.has('sessionToken');
  const users = useQuery({ ...userQueries.list(), enabled: Boolean(token) && acting === null });
  const [editing, setEditing] = useState(false);
  // Saved or cancelled, the form goes: focus goes back to the button that opened it (it fell to the page's start).
  const returning = useRef(false);
  const editButton = useCallback((el: HTMLButtonElement | null) => {
    if (el && returning.current) {
      returning.current = false;
      el.focus();
    }
  }, []);
  const done = () => {
    returning.current = true;
    setEditing(false);
  };
  const fallbackBlock = acting === null && token && users.data ? rolesEditBlocked(users.data, credentials.view().sessionToken.claims, false) : undefined;
  const member = !edit.may || Boolean(fallbackBlock);
  const owners = users.data ? ownerNames(users.data) : edit.owners;

  return (
    <Section title="Name and logo">
      {org.isError ? (
        <ReadFailed what="Name and logo" why={SINCE_REVISION_C} error={org.error} onRetry={() => void org.refetch()} />
      ) : !org.data ? (
        <p className="muted">Loading…</p>
      ) : editing && !member ? (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <OrgSettingsEditor org={org.data} onDone={done} />
        </Suspense>
      ) : (
        <div className="stack">
          <dl className="facts">
            <div>
              <dt>Display name</dt>
              <dd>{org.data.org_display_name || '—'}</dd>
            </div>
            <div>
              <dt>Logo</dt>
              <dd className="org-settings-logo">
                {org.data.logo_url ? (
                  <>
                    <OrgLogo
                      url={org.data.logo_url}
                      name={org.data.org_display_name || org.data.org_name}
                      size={32}
                      unshown={<span className="field-warn small">The image at this address could not be shown.</span>}
                    />
                    <span className="mono small break">{org.data.logo_url}</span>
                  </>
                ) : (
                  'None'
                )}
              </dd>
            </div>
            <div>
              <dt>Your credentials</dt>
              <dd>
                {acting
                  ? whoText(acting)
                  : acting === null
                    ? viaToken
                      ? 'This deployment does not say whose session token this is (it does not offer GET /users/me).'
                      : 'This deployment does not say whose key this is (it does not offer GET /whoami).'
                    : 'Loading…'}
              </dd>
            </div>
          </dl>
          {member ? (
            <div className="form-actions">
              <button type="button" className="button" disabled aria-describedby="org-settings-readonly">
                Edit name and logo
              </button>
              <p className="notice" role="note" id="org-settings-readonly">
                Only an organization owner (Organization Admin) can change the display name and logo
                {owners.length > 0 ? `: ${owners.join(', ')}` : ''}. {fallbackBlock ?? edit.acting}
              </p>
            </div>
          ) : (
            <div className="form-actions">
              <button type="button" className="button" ref={editButton} onClick={() => setEditing(true)}>
                Edit name and logo
              </button>
              {acting === null && <span className="muted small">The service decides whether these credentials may change them.</span>}
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
