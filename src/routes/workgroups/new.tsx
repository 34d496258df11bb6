import { createFileRoute } from '@tanstack/react-router';
import { CreateWorkgroup } from '@/features/workgroups/create-workgroup';

export const Route = createFileRoute('/workgroups/new')({
  staticData: { title: 'Create workgroup', crumbs: [{ label: 'Workgroups', to: '/workgroups' }] },
  component: CreateWorkgroup,
});
