import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { MarketplaceScreen } from '@/features/addons/marketplace-screen';

export const Route = createFileRoute('/addons/')({
  staticData: { title: 'Add-ons' },
  loader: screenLoader('/addons/'),
  component: MarketplaceScreen,
});
