import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { cloudProviderQueries } from './cloud-providers-queries';
import { publicProviderQueries } from './cloud-provider-extras-queries';

export const facts = {
  title: 'Cloud providers',
  reads: () => [wait(cloudProviderQueries.list()), alongside(publicProviderQueries.list())],
} satisfies RouteFacts;

export const nav = { label: 'Cloud providers', order: 2, main: true } satisfies RouteNav;

export const early = true;
