import { Hash } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { paths, tagPageTitle } from '@botdir/contracts';
import { BotCard } from '@/components/bots/bot-card';
import { BotGrid } from '@/components/bots/bot-grid';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTagBots } from '../api/get-tag-bots';

/** `/tags/{tag}`: the live bots carrying one tag, newest first. */
export function TagPage() {
  const tag = (useParams().tag ?? '').toLowerCase();
  const { data, error, isLoading, mutate } = useTagBots(tag);
  useDocumentTitle(tagPageTitle(tag));

  return (
    <PageContainer>
      <PageHeader>
        <PageTitle>
          <Hash size={30} aria-hidden="true" />#{tag}
        </PageTitle>
        <PageSubtitle>Discord bots tagged #{tag}.</PageSubtitle>
      </PageHeader>
      <BotGrid
        bots={data?.bots}
        isLoading={isLoading}
        error={error}
        onRetry={() => mutate()}
        placeholders={6}
        empty={
          <EmptyState icon={<Hash />} title={`No bots tagged #${tag} yet`}>
            <ButtonLink to={paths.browse({ search: tag })}>Search for {tag}</ButtonLink>
          </EmptyState>
        }
        renderBot={(bot) => <BotCard key={bot.id} bot={bot} maxCategories={3} />}
      />
    </PageContainer>
  );
}
