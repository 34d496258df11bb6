import { Suspense, useState, useSyncExternalStore } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { apiKeyQueries, useDeleteApiKey } from './api-keys-queries';
import { personOf, useActing } from '@/kernel/access';
import { credentials } from '@/api/credentials';
import type { ApiKey } from '@/kernel/org-schema';
import { requestCredentials } from '@/api/auth-events';
import { Section } from '@/ui/page';
import { NoIdNote } from '@/ui/no-id';
import { Time } from '@/ui/time';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { RefusedDialog } from '@/ui/refused-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { lazyNamed } from '@/ui/lazy';
import { isKeyInUse, keyExpiry } from './api-keys';
import { ReadFailed } from '@/ui/read-failed';
import { SINCE_REVISION_C } from './not-offered';
import { DataTable } from '@/ui/data-table';

const CreateApiKeyDialog = lazyNamed(() => import('./create-api-key-dialog'), 'CreateApiKeyDialog');
const route = getRouteApi('/organization');

function ExpiryBadge({ at }: { at: string }) {
  const e = keyExpiry(at, Date.now());
  if (e === 'expired') return <span className="badge badge-error">Expired</span>;
  if (e === 'soon') return <span className="badge badge-warn">Expires soon</span>;
  return null;
}

export function ApiKeysSection() {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const keys = useQuery(apiKeyQueries.list());
  const { dialog, key } = route.useSearch();
  const navigate = route.useNavigate();
  const open = (d: typeof dialog, k?: string) => void navigate({ search: { dialog: d, key: k }, replace: d === undefined });
  const remove = useDeleteApiKey();
  // A member deletes their own keys; another person's key is an owner's to delete (server/areas/organization/api-keys.ts).
  const { acting } = useActing();
  const othersKey = (k: ApiKey) => acting?.role === 'member' && k.creator !== acting.email;
  const current = credentials.has('apiKey') ? credentials.masked('apiKey') : undefined;
  const deleting = keys.data?.find((k) => k.key_name === key);
  // The key just made stays on screen, its plaintext shown once, after its address has left the URL (a reload would not show it again).
  const [showingNew, setShowingNew] = useState(false);
  // The key this screen is deleting: gone from the list before its dialog's address is, and no link's mistake.
  const [removing, setRemoving] = useState<string>();
  const inUse = deleting ? isKeyInUse(deleting.redacted_key, current) : false;
  const [consent, setConsent] = useState(false);
  const close = () => {
    setConsent(false);
    setShowingNew(false);
    open(undefined);
  };
  const afterDelete = (k: ApiKey) => {
    toast({ tone: 'success', title: `API key "${k.description || k.key_name}" deleted` });
    close();
    if (inUse) {
      // The console's own key is gone: ask for another rather than fall back in silence.
      void credentials.clear('apiKey').finally(() => requestCredentials('apiKey'));
    }
  };
  return (
    <Section
      title="API keys"
      actions={
        !keys.error?.notOffered && (
          <button type="button" className="button button-primary" onClick={() => open('create-key')}>
            Create API key
          </button>
        )
      }
    >
      {keys.data?.some(othersKey) && (
        <p className="notice" role="note" id="api-keys-others">
          Only an organization owner (Organization Admin) can delete another person’s key; you can delete the keys you created. {acting && personOf(acting)}{' '}
          acts here as a member.
        </p>
      )}
      {keys.data ? (
        <DataTable
          rows={keys.data}
          rowKey={(k, i) => k.key_name || `no-name-${i}`}
          empty={<p className="muted">No API keys yet.</p>}
          columns={[
            {
              header: 'Description',
              className: 'break',
              cell: (k) => (
                <>
                  {k.description || '—'}
                  {isKeyInUse(k.redacted_key, current) && <span className="badge badge-ok"> This console</span>}
                </>
              ),
            },
            { header: 'Key', className: 'mono break', cell: (k) => k.redacted_key || '—' },
            { header: 'Creator', className: 'break', cell: (k) => k.creator || '—' },
            { header: 'Created', className: 'small', cell: (k) => <Time value={k.created_at} /> },
            {
              header: 'Expires',
              className: 'small',
              cell: (k) => (
                <>
                  <Time value={k.expires_at} /> <ExpiryBadge at={k.expires_at} />
                </>
              ),
            },
            {
              header: 'Actions',
              actions: true,
              cell: (k) =>
                k.key_name ? (
                  <button
                    type="button"
                    className="button button-small button-danger"
                    onClick={() => open('delete-key', k.key_name)}
                    disabled={othersKey(k)}
                    aria-describedby={othersKey(k) ? 'api-keys-others' : undefined}
                    aria-label={`Delete the key ${k.description || k.key_name}${k.redacted_key ? ` (${k.redacted_key})` : ''}`}
                  >
                    Delete
                  </button>
                ) : (
                  <NoIdNote />
                ),
            },
          ]}
        />
      ) : keys.isError ? (
        <ReadFailed what="API keys" why={SINCE_REVISION_C} error={keys.error} onRetry={() => void keys.refetch()} />
      ) : (
        <p className="muted">Loading…</p>
      )}
      <Suspense fallback={null}>
        {(dialog === 'create-key' || showingNew) && (
          <CreateApiKeyDialog
            onClose={close}
            onCreated={() => {
              setShowingNew(true);
              open(undefined);
            }}
          />
        )}
      </Suspense>
      {/* A link to delete a key that is not listed (deleted since, or mistyped) says so instead of opening nothing. */}
      {dialog === 'delete-key' && keys.data && !deleting && key !== removing && (
        <RefusedDialog
          open
          onClose={close}
          title="Delete an API key"
          lead="No such key."
          reason={`No API key ${key ? `“${key}” ` : ''}is listed for this organization: it may have been deleted already, or the link is mistyped.`}
          after="Nothing was sent."
        />
      )}
      {deleting && (
        <TypedConfirmDialog
          open={dialog === 'delete-key'}
          onClose={close}
          title={`Delete the API key "${deleting.description || deleting.key_name}"`}
          confirmText={deleting.description || deleting.key_name}
          actionLabel={inUse && !consent ? 'Confirm below first' : 'Delete key'}
          mutation={remove}
          onConfirm={async () => {
            if (inUse && !consent) return;
            setRemoving(deleting.key_name);
            await remove.mutateAsync(deleting.key_name);
            afterDelete(deleting);
          }}
          extra={<CopyRequest operation="deleteApiKey" args={() => ({ body: { key_name: deleting.key_name } })} />}
        >
          <p>
            The key <code className="mono">{deleting.redacted_key || deleting.key_name}</code>
            {deleting.creator ? `, created by ${deleting.creator}` : ''}
            {deleting.created_at ? (
              <>
                {' '}
                on <Time value={deleting.created_at} />
              </>
            ) : null}
            .
          </p>
          <p>Scripts and services that use this key will be refused at once. This cannot be undone.</p>
          {inUse && (
            <div className="notice notice-warn">
              <p>
                <strong>This console is using this key.</strong> Once it is deleted, the console will ask you for another key before it can do anything else.
              </p>
              <label className="check-field">
                <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} /> I understand: delete the key this console uses
              </label>
            </div>
          )}
        </TypedConfirmDialog>
      )}
    </Section>
  );
}
