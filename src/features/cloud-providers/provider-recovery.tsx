import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CloudProvider } from '@/kernel/cloud-provider-schema';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { runtime } from '@/api/runtime';
import { fixRoleCommands, permissionPolicy, roleNameOf, trustPolicy } from './onboarding';
import { Section } from '@/ui/page';
import { Field } from '@/ui/field';
import { CopyButton } from '@/ui/copy-button';
import { toast } from '@/ui/toasts';
import { isApiError } from '@/api/api-error';
import { formatTimeOfDay } from '@/lib/format-time';
import { ListLoadError } from '@/ui/list-load-error';
import { emptyValues, saveDraft } from './onboarding-draft';

const PLACEHOLDER = '<EXTERNAL_ID>';

/**
 * A provider in Error: what it affects, how to look again, and how to repair
 * the role in the account. The external id is a secret the service never
 * answers; the person pastes the one they kept, or registers the role again
 * with a new one.
 */
export function ProviderRecovery({ provider: p, query }: { provider: CloudProvider; query: UseQueryResult<CloudProvider> }) {
  const navigate = useNavigate();
  const workgroups = useQuery(workgroupQueries.list());
  const affected = (workgroups.data ?? []).filter((w) => w.cloud_provider_id === p.id);
  const [externalId, setExternalId] = useState('');
  // The last "Check status again": when, which try, and what came back.
  const [check, setCheck] = useState<{ at: number; count: number; answer: string }>();
  const roleName = roleNameOf(p.role_arn) || 'GraphCloudAccess';
  const trust = trustPolicy(runtime.servicePrincipal || '<SERVICE_PRINCIPAL>', externalId.trim() || PLACEHOLDER);
  const permissions = permissionPolicy(p.region);
  const commands = fixRoleCommands(roleName, p.options?.account_id ?? '');

  const recheck = async () => {
    const before = p.status;
    const r = await query.refetch();
    const count = (check?.count ?? 0) + 1;
    const at = Date.now();
    if (r.isError) {
      const reason = isApiError(r.error) ? r.error.reason : String(r.error);
      setCheck({ at, count, answer: `the status could not be read: ${reason}` });
      toast({
        tone: 'error',
        title: 'The status could not be read',
        detail: reason,
        ...(isApiError(r.error) && r.error.requestId ? { requestId: r.error.requestId } : {}),
      });
      return;
    }
    const now = r.data?.status ?? before;
    const same = now.toLowerCase() === before.toLowerCase();
    const answer = same ? `still ${now}${r.data?.last_error ? ` (${r.data.last_error})` : ''}` : `now ${now}`;
    setCheck({ at, count, answer });
    // Once the provider works the recovery section goes away: the toast says why.
    toast({ tone: same ? 'info' : 'success', title: `${p.name}: ${same ? `still ${now}` : `now ${now}`}`, detail: `Checked at ${formatTimeOfDay(at)}.` });
  };

  const registerAgain = () => {
    // The wizard opens on its trust step with this account filled in and a fresh external id to generate.
    saveDraft({
      step: 2,
      values: {
        ...emptyValues(),
        region: p.region,
        name: `${p.name} re-registered`.slice(0, 64),
        account_id: p.options?.account_id ?? '',
        role_name: roleName,
        external_id: '',
      },
      // The role is already in the account: the wizard says to update its trust policy, not to create it.
      existingRole: roleName,
    });
    void navigate({ to: '/cloud-providers/new', search: { step: 3 } });
  };

  return (
    <Section title="Recover this provider">
      <ol className="recovery-steps">
        <li>
          <h3>What it affects</h3>
          {workgroups.isError ? (
            <ListLoadError what="workgroups" error={workgroups.error} onRetry={() => workgroups.refetch()} />
          ) : workgroups.isPending ? (
            <p className="muted">Looking for its workgroups…</p>
          ) : affected.length === 0 ? (
            <p>No workgroup uses this provider: nothing is down because of it.</p>
          ) : (
            <>
              <p>
                {affected.length === 1 ? 'One workgroup is' : `${affected.length} workgroups are`} deployed with it; the service cannot change{' '}
                {affected.length === 1 ? 'it' : 'them'} until the role works again:
              </p>
              <ul>
                {affected.map((w) => (
                  <li key={w.workgroup_id}>
                    <Link to="/workgroups/$workgroupID" params={{ workgroupID: w.workgroup_id }}>
                      {w.name || w.workgroup_id}
                    </Link>{' '}
                    <span className="muted small">
                      {w.workspaces.length} {w.workspaces.length === 1 ? 'workspace' : 'workspaces'}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
        <li>
          <h3>
            Repair the role {roleName} in account {p.options?.account_id || '—'}
          </h3>
          <p>
            The service assumes this role with the external id given at registration. Put that id and the service back in the role's trust policy, and give the
            role the permissions below. The console never receives the external id back: paste the one you kept.
          </p>
          <Field label="External ID given at registration" hint="Stays in this page; it is only placed in the policy below.">
            <input type="password" autoComplete="off" spellCheck={false} value={externalId} onChange={(e) => setExternalId(e.target.value)} />
          </Field>
          <PolicyBlock title="Role trust policy" text={trust} copyLabel="Copy trust policy" />
          <PolicyBlock
            title="Permission policy"
            text={permissions}
            copyLabel="Copy permission policy"
            note="What the service creates in the account (network, cluster, node groups, load balancers, logs), limited to this provider's region. Compare it with what your organization approved."
          />
          <PolicyBlock title="AWS CLI commands" text={commands} copyLabel="Copy CLI commands" />
          <p className="small muted">
            Did not keep the external id?{' '}
            <button type="button" className="button button-small" onClick={registerAgain}>
              Register again with a new external ID
            </button>{' '}
            (the wizard opens on its trust step with this account filled in: it gives the commands that put the new id in role {roleName}'s trust policy, or you
            create a role under a new name).
          </p>
        </li>
        <li>
          <h3>Check again</h3>
          <p>Once the role is repaired, read the provider's status again. The service retries the role by itself; this shows its latest answer.</p>
          <div className="row">
            <button type="button" className="button button-primary" disabled={query.isFetching} onClick={() => void recheck()}>
              {query.isFetching ? 'Checking…' : 'Check status again'}
            </button>
            <span role="status" className="muted small">
              {query.isFetching
                ? 'Asking the service…'
                : check
                  ? `Checked at ${formatTimeOfDay(check.at)}${check.count > 1 ? ` (check ${check.count})` : ''}: ${check.answer}.`
                  : ''}
            </span>
          </div>
        </li>
      </ol>
    </Section>
  );
}

function PolicyBlock({ title, text, copyLabel, note }: { title: string; text: string; copyLabel: string; note?: string }) {
  return (
    <div className="policy-block">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <strong>{title}</strong>
        <CopyButton value={text} label={copyLabel}>
          {copyLabel}
        </CopyButton>
      </div>
      {note && <p className="small muted">{note}</p>}
      <pre className="code" tabIndex={0} aria-label={title}>
        {text}
      </pre>
    </div>
  );
}
