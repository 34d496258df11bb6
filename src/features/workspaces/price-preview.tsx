import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { isApiError } from '@/api/api-error';
import { priceOf } from '@/kernel/pricing';
import { addonPriceAt, formatUsdPrecise } from '@/kernel/addon-price';

interface AddonChoice {
  label: string;
  names: string[];
  isFree: boolean | undefined;
}

/**
 * What a workspace will cost per hour, shown before anything is created or turned on: its compute
 * at the service's list price for the size, region and HA, and each chosen add-on's price there.
 */
export function PricePreview({ size, region, ha, addons, compute }: { size: string; region: string; ha: boolean; addons: AddonChoice[]; compute: boolean }) {
  const pricing = useQuery(orgQueries.pricing());
  if (!size || (!compute && addons.length === 0)) return null;
  if (pricing.isError)
    return (
      <p className="muted small" role="note">
        Price: {isApiError(pricing.error) && pricing.error.notOffered ? 'this deployment does not offer its prices' : 'the prices could not be read'}.
      </p>
    );
  if (!pricing.data) return null;
  const lines: { what: string; perHour: number | undefined; free?: boolean }[] = [];
  if (compute) lines.push({ what: `${size}${ha ? ', HA' : ''} compute`, perHour: priceOf(pricing.data.workspace_pricing, { type: size, region, ha }) });
  for (const a of addons)
    lines.push(
      a.isFree ? { what: a.label, perHour: 0, free: true } : { what: a.label, perHour: addonPriceAt(pricing.data.addon_pricing, a.names, size, region) },
    );
  const known = lines.every((l) => l.perHour !== undefined);
  const total = lines.reduce((s, l) => s + (l.perHour ?? 0), 0);
  return (
    <div className="notice price-preview" role="status" aria-label="Price per hour">
      <p>
        <strong>Per hour{compute ? '' : ', added by the add-ons turned on'}:</strong>{' '}
        {lines.map((l, i) => (
          <span key={l.what}>
            {i > 0 && ' + '}
            {l.what} {l.free ? 'free' : l.perHour === undefined ? '(no listed price)' : formatUsdPrecise(l.perHour)}
          </span>
        ))}
        {lines.length > 1 && known && (
          <>
            {' '}
            = <strong>{formatUsdPrecise(total)}</strong>
          </>
        )}
      </p>
      <p className="muted small">At the service’s list price in {region}; nothing is charged until the workspace runs.</p>
    </div>
  );
}
