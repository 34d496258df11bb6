import { workgroupCrumbs } from '@/kernel/workgroup-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { wait } from '@/api/screen-reads';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { allowListQueries } from './allow-list-queries';

export const facts = {
  title: 'IP allow list',
  crumbs: workgroupCrumbs,
  frame: { description: "When the allow list is on, only these addresses and ranges can reach the workgroup's workspaces." },
  reads: (p: { workgroupID: string }) => [
    wait(workgroupQueries.detail(p.workgroupID)),
    wait(allowListQueries.entries(p.workgroupID)),
    wait(allowListQueries.currentIp(p.workgroupID)),
  ],
} satisfies RouteFacts;

export const early = true;
