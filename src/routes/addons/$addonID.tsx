import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { AddonDetail } from '@/features/addons/addon-detail';
import { facts } from '@/features/addons/addon-detail.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/addons/$addonID')({
  staticData: routeStaticData['/addons/$addonID'],
  loader: screenLoader(facts),
  component: AddonDetail,
});
