import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { alongside, screen } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { orgQueries } from '@/kernel/org-queries';
import { addonQueries } from './addons-queries';

export const facts = {
  title: 'Add-ons',
  frame: {
    description:
      'Add-ons are installed for the whole organization; each workspace then turns on those it uses. Prices are per hour of a workspace that has the add-on on.',
  },
  // Installed add-ons and prices are assumed or later operations: the screen says when they are not offered. The catalog
  // is not waited for: the heading and its description paint with the code, the cards in the place kept for them.
  reads: () => [alongside(metaQueries.addons()), screen(addonQueries.installed()), screen(orgQueries.pricing())],
} satisfies RouteFacts;

export const nav = { label: 'Add-ons', order: 6, main: true } satisfies RouteNav;
