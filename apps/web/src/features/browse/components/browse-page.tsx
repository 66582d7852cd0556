import styled from 'styled-components';
import type { BotSort } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUrlParams } from '@/lib/use-url-params';
import { useBotPages } from '../api/get-bot-pages';
import { BotCard } from '@/components/bots/bot-card';
import { BotGrid } from '@/components/bots/bot-grid';
import { BrowseFilters, SORT_OPTIONS, type BrowseFilterValues } from './browse-filters';
import { NoBotsMatch } from './no-bots-match';
import { ResultsHeading } from './results-heading';
import { SpellingNotice } from './spelling-notice';

const PAGE_SIZE = 24;

const StyledResultsHead = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.lg}`};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xxl};
`;

function readSort(value: string | null): BotSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'newest';
}

function readFilters(params: URLSearchParams): BrowseFilterValues {
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    sort: readSort(params.get('sort')),
  };
}

/** /browse: every approved bot, filtered and sorted; the filters live in the URL. */
export function BrowsePage() {
  const [params, changeParams] = useUrlParams();
  const values = readFilters(params);
  const term = useDebouncedValue(values.search.trim());
  const exact = params.get('exact') === 'true' && term !== '';
  const { data, error, isLoading, size, setSize, isValidating, mutate } = useBotPages(
    {
      search: term || undefined,
      ...(exact ? { exact } : {}),
      category: values.category || undefined,
      sort: values.sort,
    },
    PAGE_SIZE,
  );

  const handleChange = (patch: Partial<BrowseFilterValues>) =>
    changeParams((current) => {
      const before = readFilters(current);
      const next = { ...before, ...patch };
      const search = new URLSearchParams();
      if (next.search) search.set('search', next.search);
      if (current.get('exact') === 'true' && next.search && next.search === before.search)
        search.set('exact', 'true');
      if (next.category) search.set('category', next.category);
      if (next.sort !== 'newest') search.set('sort', next.sort);
      return search;
    });

  const bots = data?.flatMap((page) => page.items);
  const total = data?.[0]?.total ?? 0;
  const didYouMean = data?.[0]?.didYouMean;
  const hasMore = bots !== undefined && bots.length < total;
  const isLoadingMore = isValidating && size > (data?.length ?? 0);

  return (
    <PageContainer>
      <PageHeader>
        <PageTitle>Browse Bots</PageTitle>
        <PageSubtitle>Explore every approved bot in the directory.</PageSubtitle>
      </PageHeader>
      <BrowseFilters values={values} onChange={handleChange} />
      <StyledResultsHead>
        <ResultsHeading term={term} category={values.category} total={data ? total : undefined} />
      </StyledResultsHead>
      {didYouMean && (
        <SpellingNotice corrected={didYouMean} typed={term} category={values.category} />
      )}
      <BotGrid
        bots={bots}
        isLoading={isLoading}
        error={error}
        onRetry={() => mutate()}
        placeholders={6}
        empty={<NoBotsMatch />}
        renderBot={(bot) => <BotCard key={bot.id} bot={bot} />}
      />
      {hasMore && (
        <StyledMore>
          <Button variant="secondary" onClick={() => setSize(size + 1)} disabled={isLoadingMore}>
            {isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </StyledMore>
      )}
    </PageContainer>
  );
}
