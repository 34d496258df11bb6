import { useQuery } from '@tanstack/react-query';
import { retryTransient } from '@/api/api-error';
import { Link } from '@tanstack/react-router';
import { orgQueries } from '@/kernel/org-queries';
import { PageHeader, Section, Fact } from '@/ui/page';
import { facts } from './organization.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { Time } from '@/ui/time';
import { quotaBars, quotaFigures } from './quota';
import { formatMemory } from '@/lib/format';
import { ReadFailed } from '@/ui/read-failed';
import { SINCE_REVISION_C } from './not-offered';
import { ApiKeysSection } from './api-keys-section';
import { OrgSettingsSection } from './org-settings-section';

export function OrganizationScreen() {
  // The screen's subject: asked again after a failure that may pass (elsewhere these are asked once, org-queries.ts).
  const org = useQuery({ ...orgQueries.self(), retry: retryTransient });
  const quota = useQuery({ ...orgQueries.quota(), retry: retryTransient });
  return (
    <>
      <PageHeader description="Who this organization is, what its tier allows and how much of it is used, and the API keys that reach it." />
      <ScreenNotices facts={facts} params={{}} />
      <Section title="Organization">
        {org.data ? (
          <dl className="facts">
            <Fact label="Display name">{org.data.org_display_name || '—'}</Fact>
            <Fact label="Name">
              <span className="mono">{org.data.org_name || '—'}</span>
            </Fact>
            <Fact label="ID">
              <span className="mono">{org.data.org_id || '—'}</span>
            </Fact>
            <Fact label="Tier">{quota.data?.tier || '—'}</Fact>
            <Fact label="Created">
              <Time value={org.data.create_time} />
            </Fact>
          </dl>
        ) : org.isError ? (
          <ReadFailed what="The organization" why={SINCE_REVISION_C} error={org.error} onRetry={() => void org.refetch()} />
        ) : (
          <p className="muted">Loading…</p>
        )}
      </Section>
      <OrgSettingsSection />
      <Section title="Quota">
        {quota.data ? (
          <>
            <ul className="plain-list quota-bars">
              {quotaBars(quota.data).map((b) => (
                <li key={b.label}>
                  <div className="row">
                    <span>{b.label}</span>
                    <span className="muted small">
                      {quotaFigures(b)}
                      {b.used >= b.limit && ' · limit reached'}
                    </span>
                  </div>
                  <meter
                    min={0}
                    max={b.limit}
                    value={Math.min(b.used, b.limit)}
                    high={b.limit * 0.85}
                    optimum={0}
                    aria-label={`${b.label}: ${quotaFigures(b)}`}
                  />
                </li>
              ))}
            </ul>
            <dl className="facts">
              <Fact label="Largest size">
                {quota.data.max_workspace_type || '—'}
                {quota.data.max_workspace_memory && ` (${formatMemory(quota.data.max_workspace_memory)})`}
              </Fact>
              <Fact label="Manual backups per workspace">{quota.data.workspace_manual_backup_count_limit ?? '—'}</Fact>
              <Fact label="Automatic backups per workspace">{quota.data.workspace_auto_backup_count_limit ?? '—'}</Fact>
              <Fact label="Automatic backups kept">
                {quota.data.workspace_auto_backup_retention_in_days === null ? '—' : `${quota.data.workspace_auto_backup_retention_in_days} days`}
              </Fact>
            </dl>
          </>
        ) : quota.isError ? (
          <ReadFailed what="The quota" why={SINCE_REVISION_C} error={quota.error} onRetry={() => void quota.refetch()} />
        ) : (
          <p className="muted">Loading…</p>
        )}
      </Section>
      <Section title="Upgrades">
        <p>
          Workspaces move to new versions in their maintenance windows. <Link to="/upgrades">Upcoming upgrades</Link> lists every workspace with an upgrade in
          its next window, and cancels one.
        </p>
      </Section>
      <Section title="Alerts">
        <p>
          Workspaces that stay above their thresholds raise alerts. <Link to="/alerts">Alerts</Link> sends them to webhooks and Slack, keeps their history and
          the delivery log, and exports the thresholds as rules for your own Prometheus.
        </p>
      </Section>
      <ApiKeysSection />
    </>
  );
}
