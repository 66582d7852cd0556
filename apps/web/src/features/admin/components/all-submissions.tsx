import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import type { ReviewableSubmission } from './parse-submissions';
import { StyledSubmissionList } from './pending-reviews';
import { SubmissionSummaryCard } from './submission-summary-card';

export function AllSubmissions({ entries }: { entries: ReviewableSubmission[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState icon={<Inbox />} title="No submissions yet">
        Bot submissions will appear here once developers send them in.
      </EmptyState>
    );
  }
  return (
    <StyledSubmissionList>
      {entries.map((entry) => (
        <SubmissionSummaryCard key={entry.submission.id} entry={entry} />
      ))}
    </StyledSubmissionList>
  );
}
