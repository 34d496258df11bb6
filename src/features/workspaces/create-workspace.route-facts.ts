import { workgroupCrumbs } from '@/kernel/workgroup-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { metaQueries } from '@/kernel/meta-queries';

export const facts = {
  title: 'Create workspace',
  crumbs: workgroupCrumbs,
  // The option lists load alongside; a failure there is shown in the form, not as a broken page.
  reads: (p: { workgroupID: string }) => [
    wait(workgroupQueries.detail(p.workgroupID)),
    alongside(metaQueries.workspaceOptions()),
    alongside(metaQueries.addons()),
  ],
} satisfies RouteFacts;

export const early = true;
