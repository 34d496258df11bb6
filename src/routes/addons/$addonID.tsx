import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { AddonDetail } from '@/features/addons/addon-detail';
import { facts } from '@/features/addons/addon-detail.route-facts';

export const Route = createFileRoute('/addons/$addonID')({
  staticData: facts,
  loader: screenLoader(facts),
  component: AddonDetail,
});
