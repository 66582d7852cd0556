import { Search, SearchX, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useBots } from '@/lib/api/get-bots';
import { BotCard } from '@/components/bots/bot-card';
import { BotGrid } from '@/components/bots/bot-grid';
import { PageSection } from '@/components/ui/page-section';

interface HomeSearchResultsProps {
  term: string;
  category: string;
  onClear: () => void;
}

/** Search Results: asked for only when the term is over 2 characters or a category is picked. */
export function HomeSearchResults({ term, category, onClear }: HomeSearchResultsProps) {
  const { data, error, isLoading } = useBots({
    search: term || undefined,
    category: category || undefined,
  });

  return (
    <PageSection
      title="Search Results"
      icon={<Search size={22} aria-hidden="true" />}
      actions={
        <Button variant="secondary" size="sm" onClick={onClear}>
          <X size={16} aria-hidden="true" />
          Clear Filters
        </Button>
      }
    >
      <BotGrid
        bots={data?.items}
        isLoading={isLoading}
        error={error}
        placeholders={6}
        empty={
          <EmptyState icon={<SearchX />} title="No bots found">
            Try adjusting your search terms or browse our categories below
          </EmptyState>
        }
        renderBot={(bot) => <BotCard key={bot.id} bot={bot} maxCategories={3} />}
      />
    </PageSection>
  );
}
