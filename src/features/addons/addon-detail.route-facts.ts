import type { RouteFacts } from '@/api/route-facts';
import { screen, wait } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { addonQueries } from './addons-queries';

export const facts = {
  title: 'Add-on',
  crumbs: [{ label: 'Add-ons', to: '/addons' }],
  reads: (p: { addonID: string }) => [wait(metaQueries.addons()), screen(addonQueries.installed()), screen(addonQueries.workspaces(p.addonID))],
} satisfies RouteFacts;
