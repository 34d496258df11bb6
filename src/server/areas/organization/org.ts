import type { Handlers } from '@/server/kernel/context';
import { orgRecord, quotaView } from '@/server/kernel/quota';
import { priceLists } from '@/server/kernel/price-list';
import { delinquentSince } from '@/server/kernel/payment-standing';

type OrgHandlers = Pick<Handlers, 'getOrgQuota' | 'getOrgSelf' | 'getResourcePricing'>;

const featureFlags = [
  { feature_name: 'addon_marketplace', enabled: true },
  { feature_name: 'billing_portal', enabled: true },
];

export const orgHandlers: OrgHandlers = {
  getOrgSelf: (ctx) => {
    const { tier: _t, ...org } = orgRecord(ctx);
    void _t;
    // Revision D: when a payment failed (grace periods by tier), and what the organization may use.
    return { ...org, delinquent_since: delinquentSince(ctx), feature_flag: featureFlags };
  },

  getOrgQuota: (ctx) => quotaView(ctx),

  // The embedded price list (server/kernel/price-list.ts): the billing area works the month's cost out with it too.
  getResourcePricing: () => priceLists(),
};
