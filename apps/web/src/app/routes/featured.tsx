import { FeaturedPage } from '@/features/bots/components/featured-page';

export default function FeaturedRoute() {
  return <FeaturedPage />;
}
