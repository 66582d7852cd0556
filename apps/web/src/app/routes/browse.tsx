import { BrowsePage } from '@/features/bots/components/browse-page';

export default function BrowseRoute() {
  return <BrowsePage />;
}
