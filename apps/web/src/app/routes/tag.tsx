import { TagPage } from '@/features/tags/components/tag-page';

export default function TagRoute() {
  return <TagPage />;
}
