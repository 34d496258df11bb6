import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { marketplaceFrame } from '@/lib/screen-frames';
import { MarketplaceScreen } from '@/features/addons/marketplace-screen';

export const Route = createFileRoute('/addons/')({
  staticData: { title: marketplaceFrame.title },
  loader: screenLoader('/addons/'),
  component: MarketplaceScreen,
});
