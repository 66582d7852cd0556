import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

export function NoBotsMatch() {
  return (
    <EmptyState icon={<SearchX />}>
      No bots found matching your criteria. Try adjusting your search or filters.
    </EmptyState>
  );
}
