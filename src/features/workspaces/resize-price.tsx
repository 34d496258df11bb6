import { useQuery } from '@tanstack/react-query';
import type { Workspace, WorkspaceType } from '@/kernel/workspace-schema';
import { orgQueries } from '@/kernel/org-queries';
import { formatUsd, priceOf } from '@/kernel/pricing';
import { formatMoney, usePrices } from '@/kernel/prices';
import { sizeFacts } from '@/kernel/sizes';

/** The price per hour before and after a resize: the admin's own price first, else the service's list price. */
export function ResizePrice({ ws, target, enabled }: { ws: Workspace; target: WorkspaceType | undefined; enabled: boolean }) {
  const own = usePrices();
  const pricing = useQuery({ ...orgQueries.pricing(), enabled: enabled && !own });
  const from = ws.workspace_type;
  if (!from || !target || from.typeName === target.typeName) return null;
  const replicas = ws.enable_ha ? 2 : 1;
  if (own) {
    const perHour = (t: WorkspaceType) => sizeFacts(t).cpu * replicas * own.perVcpuHour;
    if (!Number.isFinite(perHour(from)) || !Number.isFinite(perHour(target))) return null;
    return (
      <p className="small">
        Per hour: {formatMoney(perHour(from), own)} → <strong>{formatMoney(perHour(target), own)}</strong>{' '}
        <span className="muted">at your own price (Settings)</span>
      </p>
    );
  }
  const list = pricing.data?.workspace_pricing ?? [];
  const key = { region: ws.region, ha: ws.enable_ha };
  const before = priceOf(list, { ...key, type: from.typeName });
  const after = priceOf(list, { ...key, type: target.typeName });
  if (before === undefined || after === undefined) return null;
  return (
    <p className="small">
      Per hour: {formatUsd(before)} → <strong>{formatUsd(after)}</strong>{' '}
      <span className="muted">
        at the service’s list price ({ws.region}
        {ws.enable_ha ? ', HA' : ''})
      </span>
    </p>
  );
}
