import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { EditWorkspace } from '@/features/workspaces/edit-workspace';
import { facts } from '@/features/workspaces/edit-workspace.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/edit')({
  staticData: routeStaticData['/workgroups/$workgroupID/workspaces/$workspaceID/edit'],
  loader: screenLoader(facts),
  component: EditWorkspace,
});
