import { AlertTriangle } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** Shown when a list could not be loaded (no automatic retry: spec section 4). */
export function LoadError() {
  return (
    <EmptyState icon={<AlertTriangle />} title="Something went wrong">
      We couldn&apos;t load this list. Please refresh the page to try again.
    </EmptyState>
  );
}
