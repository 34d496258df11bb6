import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { CreateWorkspace } from '@/features/workspaces/create-workspace';
import { facts } from '@/features/workspaces/create-workspace.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/new')({
  staticData: routeStaticData['/workgroups/$workgroupID/workspaces/new'],
  loader: screenLoader(facts),
  component: CreateWorkspace,
});
