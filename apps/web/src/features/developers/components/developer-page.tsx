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
import { useAuthUser } from '@/lib/auth';
import { useDeveloperPage, type DeveloperPage } from '../api/get-developer-page';
import { useMyDeveloperPage } from '../api/my-developer-page';

const StyledHiddenBanner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warningText};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

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
  const { user } = useAuthUser();
  const publicPage = useDeveloperPage(userId);
  const missing = publicPage.error instanceof ApiError && publicPage.error.status === 404;
  // A developer who hid their page still sees it, with a word on who else does.
  const own = useMyDeveloperPage(missing && user?.id === userId);
  const ownHidden = own.data?.hidden === true && own.data.page !== null;
  const { data, error, isLoading, mutate } = ownHidden
    ? { ...publicPage, data: own.data?.page ?? undefined, error: undefined }
    : publicPage;
  const name = data?.user.username;
  useDocumentTitle(name ? developerPageTitle(name) : pageTitle('Developer'));

  return (
    <PageContainer>
      {ownHidden && (
        <StyledHiddenBanner role="status">
          Your developer page is hidden: only you can see it. Show it again from your dashboard.
        </StyledHiddenBanner>
      )}
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
      {missing && !ownHidden ? (
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
