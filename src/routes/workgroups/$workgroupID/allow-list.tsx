import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { allowListFrame } from '@/lib/screen-frames';
import { AllowListScreen } from '@/features/allow-list/allow-list-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/allow-list')({
  staticData: {
    title: allowListFrame.title,
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    ],
  },
  loader: screenLoader('/workgroups/$workgroupID/allow-list'),
  component: AllowListScreen,
});
