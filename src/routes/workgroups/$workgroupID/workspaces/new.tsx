import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { CreateWorkspace } from '@/features/workspaces/create-workspace';
import { facts } from '@/features/workspaces/create-workspace.route-facts';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/new')({
  staticData: facts,
  loader: screenLoader(facts),
  component: CreateWorkspace,
});
