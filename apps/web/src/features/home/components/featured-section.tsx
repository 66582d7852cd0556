import { ArrowRight, Award } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useFeaturedBots } from '@/lib/api/get-featured-bots';
import { BotCard } from '@/components/bots/bot-card';
import { BotGrid } from '@/components/bots/bot-grid';
import { PageSection } from '@/components/ui/page-section';
import { paths } from '@botdir/contracts';

const HOME_FEATURED_COUNT = 6;

export function FeaturedSection() {
  const { data, error, isLoading, mutate } = useFeaturedBots();

  return (
    <PageSection
      title="Featured Bots"
      icon={<Award size={22} aria-hidden="true" />}
      intro="Hand-picked by our team for quality and reliability"
      actions={
        <ButtonLink to={paths.featured()} variant="ghost" size="sm">
          View All
          <ArrowRight size={16} aria-hidden="true" />
        </ButtonLink>
      }
    >
      <BotGrid
        bots={data?.slice(0, HOME_FEATURED_COUNT)}
        isLoading={isLoading}
        error={error}
        onRetry={() => mutate()}
        placeholders={3}
        empty={<EmptyState>No featured bots yet. Check back soon!</EmptyState>}
        renderBot={(bot) => <BotCard key={bot.id} bot={bot} maxCategories={3} />}
      />
    </PageSection>
  );
}
