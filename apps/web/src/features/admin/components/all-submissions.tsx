import styled from 'styled-components';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { useSubmissionsPage } from '../api/get-admin-submissions';
import { withBotData } from './parse-submissions';
import { StyledSubmissionList } from './pending-reviews';
import { SubmissionSummaryCard } from './submission-summary-card';
import { SubmissionsFilterBar } from './submissions-filter-bar';
import { useSubmissionsFilter } from './use-submissions-filter';

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * Every submission, newest first (pending ones oldest first, as the queue): filtered by status and
 * text, a page at a time (server-side).
 */
export function AllSubmissions({ enabled }: { enabled: boolean }) {
  const [filter, setFilter] = useSubmissionsFilter();
  const { data, error, mutate } = useSubmissionsPage(enabled, filter);
  const filtered = Boolean(filter.status || filter.search);

  let body;
  if (error) {
    body = <LoadError error={error} onRetry={() => mutate()} what="submissions" />;
  } else if (!data) {
    body = <Loading label="Loading submissions..." />;
  } else if (data.entries.length === 0) {
    body = (
      <EmptyState
        icon={<Inbox />}
        title={filtered ? 'No matching submissions' : 'No submissions yet'}
      >
        {filtered
          ? 'No submission matches this status and search. Change or clear them.'
          : 'Bot submissions will appear here once developers send them in.'}
      </EmptyState>
    );
  } else {
    body = (
      <StyledSubmissionList>
        {withBotData(data.entries).map((entry) => (
          <SubmissionSummaryCard key={entry.submission.id} entry={entry} />
        ))}
      </StyledSubmissionList>
    );
  }

  return (
    <>
      <SubmissionsFilterBar filter={filter} onChange={setFilter} />
      {body}
      {data && (filter.page > 1 || data.hasNext) && (
        <StyledPager aria-label="Submission pages">
          <Button
            variant="secondary"
            disabled={filter.page <= 1}
            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
          >
            Previous
          </Button>
          <span aria-live="polite">Page {filter.page}</span>
          <Button
            variant="secondary"
            disabled={!data.hasNext}
            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
          >
            Next
          </Button>
        </StyledPager>
      )}
    </>
  );
}
