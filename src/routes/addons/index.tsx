import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { MarketplaceScreen } from '@/features/addons/marketplace-screen';
import { facts } from '@/features/addons/marketplace.route-facts';

export const Route = createFileRoute('/addons/')({
  staticData: facts,
  loader: screenLoader(facts),
  component: MarketplaceScreen,
});
