import { TrendingPage } from '@/features/browse/components/trending-page';

export default function TrendingRoute() {
  return <TrendingPage />;
}
