import type { ReactNode } from 'react';
import type { AuthUser, SubmissionView } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/spinner';
import { useAdminSubmissions } from '../api/get-admin-submissions';
import { AllSubmissions } from './all-submissions';
import { withBotData, type ReviewableSubmission } from './parse-submissions';
import { PendingReviews } from './pending-reviews';
import { ReportsPanel } from './reports-panel';
import { Tabs } from '@/components/ui/tabs';

function panel(
  state: { data?: SubmissionView[]; error?: unknown },
  render: (entries: ReviewableSubmission[]) => ReactNode,
) {
  if (state.error) {
    return (
      <EmptyState title="Could not load submissions">
        Something went wrong while loading. Reload the page to try again.
      </EmptyState>
    );
  }
  if (!state.data) return <Loading label="Loading submissions..." />;
  return render(withBotData(state.data));
}

/** Pending Reviews (n) and All Submissions; both lists load for staff only. */
export function AdminTabs({ user }: { user: AuthUser }) {
  const pending = useAdminSubmissions(user.isStaff, 'pending');
  const all = useAdminSubmissions(user.isStaff);
  const pendingCount = withBotData(pending.data).length;

  return (
    <Tabs
      label="Submissions"
      tabs={[
        {
          id: 'pending',
          label: `Pending Reviews (${pendingCount})`,
          content: panel(pending, (entries) => (
            <PendingReviews entries={entries} reviewer={user} />
          )),
        },
        {
          id: 'all',
          label: 'All Submissions',
          content: panel(all, (entries) => <AllSubmissions entries={entries} />),
        },
        { id: 'reports', label: 'Reports', content: <ReportsPanel enabled={user.isStaff} /> },
      ]}
    />
  );
}
