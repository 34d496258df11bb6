import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { MarketplaceScreen } from '@/features/addons/marketplace-screen';
import { facts } from '@/features/addons/marketplace.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/addons/')({
  staticData: routeStaticData['/addons/'],
  loader: screenLoader(facts),
  component: MarketplaceScreen,
});
