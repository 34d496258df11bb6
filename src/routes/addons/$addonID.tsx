import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { AddonDetail } from '@/features/addons/addon-detail';

export const Route = createFileRoute('/addons/$addonID')({
  staticData: { title: 'Add-on', crumbs: [{ label: 'Add-ons', to: '/addons' }] },
  loader: screenLoader('/addons/$addonID'),
  component: AddonDetail,
});
