import { FeaturedPage } from '@/features/browse/components/featured-page';

export default function FeaturedRoute() {
  return <FeaturedPage />;
}
