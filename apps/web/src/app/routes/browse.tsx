import { BrowsePage } from '@/features/browse/components/browse-page';

export default function BrowseRoute() {
  return <BrowsePage />;
}
