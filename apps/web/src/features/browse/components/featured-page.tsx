import styled from 'styled-components';
import { Award, Sparkles, Star, Zap } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { useFeaturedBots } from '@/lib/api/get-featured-bots';
import { BotCard } from '@/components/bots/bot-card';
import { BotGrid } from '@/components/bots/bot-grid';
import { FeatureHighlights } from './feature-highlights';
import { paths } from '@botdir/contracts';

const StyledCta = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xxxl};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => `${theme.space.sm} auto ${theme.space.xl}`};
    max-width: 560px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const HIGHLIGHTS = [
  {
    icon: Award,
    title: 'Premium Quality',
    text: 'Reliable, well-maintained bots with polished commands.',
  },
  { icon: Star, title: 'Highly Rated', text: 'Loved by the communities that use them every day.' },
  {
    icon: Zap,
    title: 'Exceptional Features',
    text: 'Standout functionality that goes beyond the basics.',
  },
];

export function FeaturedPage() {
  const { data, error, isLoading, mutate } = useFeaturedBots();

  return (
    <PageContainer>
      <PageHeader>
        <PageTitle>
          <Sparkles size={30} aria-hidden="true" />
          Featured Bots
        </PageTitle>
        <PageSubtitle>
          Our team hand-picks bots that stand out. Every featured bot meets these standards:
        </PageSubtitle>
        <FeatureHighlights items={HIGHLIGHTS} />
      </PageHeader>
      <BotGrid
        bots={data}
        isLoading={isLoading}
        error={error}
        onRetry={() => mutate()}
        placeholders={3}
        empty={
          <EmptyState icon={<Award />} title="No featured bots yet">
            Our team regularly reviews the directory and selects exceptional bots to feature here.
            Check back soon!
          </EmptyState>
        }
        renderBot={(bot) => (
          <BotCard key={bot.id} bot={bot} maxCategories={3} showFullDescription />
        )}
      />
      <StyledCta as="section" aria-label="Want Your Bot Featured?">
        <h2>Want Your Bot Featured?</h2>
        <p>
          Submit your bot for review. Bots with great quality, ratings and features are considered
          for a featured spot.
        </p>
        <ButtonLink to={paths.submit()} size="lg">
          Submit Your Bot
        </ButtonLink>
      </StyledCta>
    </PageContainer>
  );
}
