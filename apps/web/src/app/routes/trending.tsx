import { TrendingPage } from '@/features/bots/components/trending-page';

export default function TrendingRoute() {
  return <TrendingPage />;
}
