import { useQueries, useQuery } from '@tanstack/react-query';
import { workgroupQueries } from '@/api/resources/workgroups';
import { orgQueries } from '@/api/resources/org';
import { metaQueries } from '@/api/resources/meta';
import { runtime } from '@/api/runtime';
import { isApiError } from '@/api/api-error';
import type { Workgroup } from '@/api/schemas';
import { monthCost, type CostWorkspace } from '@/lib/month-cost';
import { formatUsd } from '@/lib/pricing';
import { Section } from '@/ui/page';
import { ListLoadError } from '@/ui/list-load-error';

/** Beyond this, the sum would ask for too many workgroups at once: it is left to the service's invoice. */
const MAX_WORKGROUPS = 100;
const STOPPED = new Set(['paused', 'pausing', 'stopped', 'idle', 'deleting', 'deleted', 'failed']);

/** The workgroup list's workspaces as the month's cost reads them. */
function costWorkspaces(
  workgroups: readonly Pick<Workgroup, 'name' | 'workgroup_id' | 'region' | 'platform' | 'workspaces'>[],
  addonNames: Map<string, { type: string; free: boolean | undefined }>,
): CostWorkspace[] {
  return workgroups.flatMap((wg) =>
    wg.workspaces
      .filter((w) => w.workspace_type)
      .map((w) => ({
        id: w.workspace_id || w.name,
        // Workspace names repeat across workgroups (every workgroup may have its Production).
        name: `${w.name || w.workspace_id} (${wg.name || wg.workgroup_id})`,
        size: w.workspace_type!.typeName,
        region: w.region || wg.region,
        platform: wg.platform || undefined,
        ha: w.enable_ha,
        // Idle is stopped until a query wakes it; an unknown status counts as running (the dearer guess).
        running: !STOPPED.has(w.status.toLowerCase()),
        createdAt: w.created_at,
        billedBytes: w.folder_statistics?.billed_size ?? null,
        addons: w.addons.filter((a) => a.enable).map((a) => addonNames.get(a.addons_id) ?? { type: a.unique_name || a.addons_id, free: a.is_free }),
      })),
  );
}

/** Month-to-date and projected cost from the workspaces' sizes, hours, storage and add-ons, at the organization's prices. */
export function MonthCostSection() {
  const list = useQuery(workgroupQueries.list());
  // The list names each workgroup's workspaces only; their sizes, add-ons and storage are in each workgroup's own read.
  const ids = (list.data ?? []).map((w) => w.workgroup_id).filter(Boolean);
  const tooMany = ids.length > MAX_WORKGROUPS;
  const details = useQueries({ queries: tooMany ? [] : ids.map((id) => workgroupQueries.detail(id)) });
  const failed = details.find((d) => d.isError);
  const workgroups = {
    isError: list.isError || Boolean(failed),
    error: list.error ?? failed?.error,
    refetch: () => (list.isError ? list.refetch() : failed?.refetch()),
    data: list.data && details.every((d) => d.data) ? details.map((d) => d.data!) : undefined,
  };
  const pricing = useQuery({ ...orgQueries.pricing(), retry: false });
  const catalog = useQuery(metaQueries.addons());
  const names = new Map((catalog.data ?? []).map((a) => [a.id, { type: a.uniqueName || a.name, free: a.isFree }]));
  const now = new Date();
  const source =
    runtime.mode === 'proxy'
      ? 'the service’s own price list (GET /billing/resource-pricing)'
      : 'the embedded control plane’s demo price list: assumed, not the vendor’s, except the rule that Insights costs a share (10 %, assumed) of the workspace’s compute price, which is the vendor’s';
  return (
    <Section title="This month">
      {tooMany ? (
        <p className="muted" role="note">
          The organization has {ids.length.toLocaleString('en-US')} workgroups: too many to add up here. The billing portal shows the invoice.
        </p>
      ) : workgroups.isError ? (
        <ListLoadError what="workspaces" error={workgroups.error} onRetry={() => workgroups.refetch()} />
      ) : pricing.isError ? (
        <p className="muted" role="note">
          Prices: {isApiError(pricing.error) && pricing.error.notOffered ? 'not offered by this deployment' : 'could not be read'}, so no cost can be worked
          out.
        </p>
      ) : !workgroups.data || !pricing.data ? (
        <p className="muted">Loading…</p>
      ) : (
        <CostTable
          cost={monthCost(
            costWorkspaces(workgroups.data, names),
            { workspace: pricing.data.workspace_pricing, storage: pricing.data.data_storage_pricing, addon: pricing.data.addon_pricing },
            now,
          )}
          source={source}
        />
      )}
    </Section>
  );
}

function CostTable({ cost, source }: { cost: ReturnType<typeof monthCost>; source: string }) {
  const month = cost.start.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <dl className="facts">
        <div>
          <dt>Month to date ({month}, UTC)</dt>
          <dd>
            <strong>{formatUsd(cost.soFar)}</strong>
          </dd>
        </div>
        <div>
          <dt>Projected for the month</dt>
          <dd>
            <strong>{formatUsd(cost.projected)}</strong>
          </dd>
        </div>
      </dl>
      <p className="muted small">
        At {source}. Running hours are estimated, since the service publishes none: a workspace running now counts from the month’s start or its creation to the
        month’s end; a paused or stopped one counts no compute or add-on hours. Storage is its billed size now, per GiB-month.
      </p>
      {cost.unpriced.length > 0 && (
        <p className="notice notice-warn" role="note">
          Left out of the totals, for want of a price: {cost.unpriced.join('; ')}.
        </p>
      )}
      <div className="table-wrap">
        <table aria-label="Cost by workspace" className="responsive row-headed">
          <thead>
            <tr>
              <th scope="col">Workspace</th>
              <th scope="col">Charges</th>
              <th scope="col">Hours so far</th>
              <th scope="col">To date</th>
              <th scope="col">Month</th>
            </tr>
          </thead>
          <tbody>
            {cost.workspaces.map((w) => (
              <tr key={w.id}>
                <th scope="row">{w.name}</th>
                <td data-label="Charges">
                  {w.charges.length === 0 ? (
                    <span className="muted">nothing priced</span>
                  ) : (
                    <ul className="plain-list small">
                      {w.charges.map((c) => (
                        <li key={c.what}>
                          {c.what} <span className="muted">· {c.rate}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label="Hours so far">{Math.round(w.hoursSoFar).toLocaleString('en-US')}</td>
                <td data-label="To date">{formatUsd(w.charges.reduce((s, c) => s + c.soFar, 0))}</td>
                <td data-label="Month">{formatUsd(w.charges.reduce((s, c) => s + c.month, 0))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
