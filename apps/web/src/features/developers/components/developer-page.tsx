import styled from 'styled-components';
import { User } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { developerPageTitle, pageTitle } from '@botdir/contracts';
import { BotCard } from '@/components/bots/bot-card';
import { BotGrid } from '@/components/bots/bot-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { abbreviateCount, formatRatingSummary } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeveloperPage, type DeveloperPage } from '../api/get-developer-page';

const StyledTotals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

function DeveloperTotals({ totals }: { totals: DeveloperPage['totals'] }) {
  return (
    <StyledTotals aria-label="Totals">
      <div>
        <dt>Servers</dt>
        <dd>{abbreviateCount(totals.servers)}</dd>
      </div>
      <div>
        <dt>Votes</dt>
        <dd>{abbreviateCount(totals.votes)}</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>{formatRatingSummary(totals.rating, totals.ratingCount) ?? 'No reviews yet'}</dd>
      </div>
    </StyledTotals>
  );
}

/** `/users/{id}`: a developer's live bots and their totals. */
export function DeveloperPageView() {
  const userId = useParams().id ?? '';
  const { data, error, isLoading, mutate } = useDeveloperPage(userId);
  const name = data?.user.username;
  useDocumentTitle(name ? developerPageTitle(name) : pageTitle('Developer'));
  const missing = error instanceof ApiError && error.status === 404;

  return (
    <PageContainer>
      <PageHeader>
        <PageTitle>
          <User size={30} aria-hidden="true" />
          {name ?? 'Developer'}
        </PageTitle>
        <PageSubtitle>
          {name ? `Discord bots by ${name}.` : 'A developer’s Discord bots.'}
        </PageSubtitle>
        {data && <DeveloperTotals totals={data.totals} />}
      </PageHeader>
      {missing ? (
        <EmptyState icon={<User />} title="No developer page here">
          This developer has no live bot in the directory.
        </EmptyState>
      ) : (
        <BotGrid
          bots={data?.bots}
          isLoading={isLoading}
          error={error}
          onRetry={() => mutate()}
          placeholders={3}
          empty={null}
          renderBot={(bot) => <BotCard key={bot.id} bot={bot} maxCategories={3} />}
        />
      )}
    </PageContainer>
  );
}
