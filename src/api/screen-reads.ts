import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { retryTransient, type ApiError } from './api-error';
import { unlessNotOffered, cloudProviderQueries } from '@/features/cloud-providers/cloud-providers-queries';
import { workgroupQueries } from '@/features/workgroups/workgroups-queries';
import { workspaceQueries } from '@/features/workspaces/workspaces-queries';
import { metaQueries } from '@/features/workspaces/meta-queries';
import { allowListQueries } from '@/features/allow-list/allow-list-queries';
import { scheduleQueries } from '@/features/schedules/schedules-queries';
import { backupQueries } from '@/features/backups/backups-queries';
import { dbUserQueries } from '@/features/db-users/db-users-queries';
import { userQueries } from '@/features/users/users-queries';
import { invitationQueries } from '@/features/users/invitations-queries';
import { orgAdminQueries } from '@/features/organization/org-admin-queries';
import { orgQueries } from '@/features/organization/org-queries';
import { publicProviderQueries } from '@/features/cloud-providers/cloud-provider-extras-queries';
import { addonQueries } from '@/features/addons/addons-queries';
import { billingQueries, invoiceQueries, usageQueries } from '@/features/billing/billing-queries';
import { alertQueries } from '@/features/alerts/alerts-queries';

/**
 * One read of a screen. `when`: `wait`, the route's loader waits for it (the screen shows
 * with it); `alongside`, the loader starts it and does not wait; `screen`, the screen asks
 * for it itself (the loader does not). `quiet`: a nicety here, whose notices the screen does
 * not show (they are shown where it is the subject).
 */
export interface ScreenRead {
  queryKey: QueryKey;
  when: 'wait' | 'alongside' | 'screen';
  quiet?: boolean;
  /** Asks for it unless the cache holds it: what the loader waits for. */
  ensure: (qc: QueryClient) => Promise<unknown>;
  /** Asks for it unless the cache holds it, failing quietly: what the loader starts alongside. */
  prefetch: (qc: QueryClient) => Promise<void>;
}

function read<TData, TKey extends QueryKey>(query: EnsureQueryDataOptions<TData, ApiError, TData, TKey>, when: ScreenRead['when'], quiet = false): ScreenRead {
  return { queryKey: query.queryKey, when, quiet, ensure: (qc) => qc.ensureQueryData(query), prefetch: (qc) => qc.prefetchQuery(query) };
}
const wait = <TData, TKey extends QueryKey>(query: EnsureQueryDataOptions<TData, ApiError, TData, TKey>, quiet?: 'quiet') =>
  read(query, 'wait', quiet === 'quiet');
const alongside = <TData, TKey extends QueryKey>(query: EnsureQueryDataOptions<TData, ApiError, TData, TKey>, quiet?: 'quiet') =>
  read(query, 'alongside', quiet === 'quiet');
const screen = <TData, TKey extends QueryKey>(query: EnsureQueryDataOptions<TData, ApiError, TData, TKey>) => read(query, 'screen');

type WG = { workgroupID: string };
type WS = { workgroupID: string; workspaceID: string };

/**
 * What each screen reads, by route path (as src/routes names it), from its route's params:
 * its loader, the notices it shows and its early requests (api/early-requests.ts) derive from this.
 */
export const screenReads = {
  // Region descriptions are a nicety: fetched alongside, never blocking the list.
  '/workgroups/': () => [wait(workgroupQueries.list()), alongside(metaQueries.workspaceOptions(), 'quiet')],
  '/workgroups/new': () => [screen(cloudProviderQueries.list()), screen(publicProviderQueries.list()), screen(metaQueries.workspaceOptions())],
  // Region names: asked for alongside, never holding up the workgroup.
  '/workgroups/$workgroupID/': (p: WG) => [wait(workgroupQueries.detail(p.workgroupID)), alongside(metaQueries.workspaceOptions(), 'quiet')],
  '/workgroups/$workgroupID/allow-list': (p: WG) => [
    wait(workgroupQueries.detail(p.workgroupID)),
    wait(allowListQueries.entries(p.workgroupID)),
    wait(allowListQueries.currentIp(p.workgroupID)),
  ],
  // Each workspace's schedules are read by the screen once it knows the workspaces.
  '/workgroups/$workgroupID/schedules': (p: WG) => [wait(workgroupQueries.detail(p.workgroupID))],
  // The option lists load alongside; a failure there is shown in the form, not as a broken page.
  '/workgroups/$workgroupID/workspaces/new': (p: WG) => [
    wait(workgroupQueries.detail(p.workgroupID)),
    alongside(metaQueries.workspaceOptions()),
    alongside(metaQueries.addons()),
  ],
  // The add-on catalog names the workspace's add-ons, and the version lists say until when its version is
  // supported and what it can move to: asked for alongside, so that the screen does not ask for them after it draws.
  '/workgroups/$workgroupID/workspaces/$workspaceID/': (p: WS) => [
    wait(workspaceQueries.detail(p)),
    alongside(metaQueries.addons()),
    alongside(metaQueries.workspaceOptions(), 'quiet'),
    alongside(metaQueries.workspaceOptions(true), 'quiet'),
  ],
  '/workgroups/$workgroupID/workspaces/$workspaceID/edit': (p: WS) => [wait(workspaceQueries.detail(p)), alongside(metaQueries.addons())],
  '/workgroups/$workgroupID/workspaces/$workspaceID/schedules': (p: WS) => [
    wait(workspaceQueries.detail(p)),
    wait(scheduleQueries.forWorkspace(p)),
    alongside(metaQueries.workspaceOptions(), 'quiet'),
  ],
  '/workgroups/$workgroupID/workspaces/$workspaceID/backups': (p: WS) => [
    wait(workspaceQueries.detail(p)),
    alongside(backupQueries.list(p)),
    alongside(backupQueries.schedule(p)),
  ],
  // The scrape and the history are asked for by the screen (the range is in the search); the sizes alongside.
  '/workgroups/$workgroupID/workspaces/$workspaceID/monitoring': (p: WS) => [
    wait(workspaceQueries.detail(p)),
    alongside(metaQueries.workspaceOptions(), 'quiet'),
  ],
  '/workgroups/$workgroupID/workspaces/$workspaceID/users': (p: WS) => [wait(workspaceQueries.detail(p), 'quiet'), alongside(dbUserQueries.list(p))],
  '/cloud-providers/': () => [wait(cloudProviderQueries.list()), alongside(publicProviderQueries.list())],
  '/cloud-providers/new': () => [alongside(metaQueries.workspaceOptions())],
  '/cloud-providers/$providerId': (p: { providerId: string }) => [wait(cloudProviderQueries.detail(p.providerId))],
  // The session token may be missing: the screen asks once it has one.
  '/users': () => [screen(userQueries.list()), screen(invitationQueries.list())],
  '/organization': () => [screen(orgQueries.self()), screen(orgQueries.quota())],
  '/upgrades': () => [screen(orgAdminQueries.upcomingUpgrades())],
  // All assumed: each section says when the deployment does not offer its read.
  '/alerts': () => [
    screen(alertQueries.channels()),
    screen(alertQueries.history()),
    screen(alertQueries.deliveries()),
    alongside(workgroupQueries.list(), 'quiet'),
  ],
  // Installed add-ons and prices are assumed or later operations: the screen says when they are not offered. The catalog
  // is not waited for: the heading and its description paint with the code, the cards in the place kept for them.
  '/addons/': () => [alongside(metaQueries.addons()), screen(addonQueries.installed()), screen(orgQueries.pricing())],
  '/addons/$addonID': (p: { addonID: string }) => [wait(metaQueries.addons()), screen(addonQueries.installed()), screen(addonQueries.workspaces(p.addonID))],
  '/billing': () => [
    // The month's cost: the usage history and the prices (a deployment without the history is estimated from the workgroups).
    alongside(usageQueries.history()),
    // Started by the loader with the client's retries (the cost below asks once, features/organization/org-queries.ts).
    alongside({ ...orgQueries.pricing(), retry: retryTransient }),
    screen(billingQueries.credit()),
    screen(billingQueries.status()),
    screen(billingQueries.validation()),
    screen(billingQueries.customer()),
    screen(invoiceQueries.list()),
  ],
} satisfies Record<string, (params: never) => ScreenRead[]>;

export type ScreenPath = keyof typeof screenReads;
/** A route's params, as its reads take them (a route without any: an empty object). */
type ParamsOf<P extends ScreenPath> = Parameters<(typeof screenReads)[P]> extends [infer A] ? A : Record<string, never>;

/** A screen's reads for these params. */
export function readsOf<P extends ScreenPath>(path: P, params: ParamsOf<P>): ScreenRead[] {
  return (screenReads[path] as (p: ParamsOf<P>) => ScreenRead[])(params);
}

/**
 * The route loader of a screen: starts what it reads alongside and waits for the rest. A
 * deployment that does not offer a read it waits for leaves the screen to say so.
 */
export function screenLoader<P extends ScreenPath>(path: P) {
  return ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: ParamsOf<P> }): Promise<unknown> => {
    const reads = readsOf(path, params);
    for (const r of reads) if (r.when === 'alongside') void r.prefetch(queryClient);
    return Promise.all(reads.filter((r) => r.when === 'wait').map((r) => unlessNotOffered(r.ensure(queryClient))));
  };
}

/** The queries whose notices a screen shows (ui/read-notices.tsx). */
export function noticeQueries<P extends ScreenPath>(path: P, params: ParamsOf<P>): { queryKey: QueryKey }[] {
  return readsOf(path, params).filter((r) => !r.quiet);
}
