import type { ReactNode } from 'react';
import type { AdminSubmissionView, AuthUser } from '@botdir/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { AllSubmissions } from './all-submissions';
import { withBotData, type ReviewableSubmission } from './parse-submissions';
import { PendingReviews } from './pending-reviews';
import { ReportsPanel } from './reports-panel';
import { ActivityPanel } from './activity-panel';
import { BansPanel } from './bans-panel';
import { ReasonsPanel } from './reasons-panel';
import { ReviewerStatsPanel } from './reviewer-stats-panel';
import { Tabs } from '@/components/ui/tabs';
import { useUrlChoice } from '@/lib/use-url-choice';

const ADMIN_TABS = ['pending', 'all', 'reports', 'bans', 'activity', 'reasons', 'stats'] as const;

/** Bans, Activity, Reasons and Reviewer stats are the Administrators' (a Bot Reviewer has the other tabs). */
const isAdministrator = (user: AuthUser) =>
  user.staffRoles.some((role) => role.title === 'Administrator');

type ListState = { data?: AdminSubmissionView[]; error?: unknown; mutate: () => unknown };

function panel(state: ListState, render: (entries: ReviewableSubmission[]) => ReactNode) {
  if (state.error) {
    return <LoadError error={state.error} onRetry={() => state.mutate()} what="submissions" />;
  }
  if (!state.data) return <Loading label="Loading submissions..." />;
  return render(withBotData(state.data));
}

interface AdminTabsProps {
  user: AuthUser;
  /** The pending list, shared with the queue figures above the tabs. */
  pending: ListState;
}

/** Pending Reviews (n), All Submissions, Reports and (Administrators) Bans, Activity, Reasons,
 * Reviewer stats; each list but the first loads once its tab is open. */
export function AdminTabs({ user, pending }: AdminTabsProps) {
  const [tab, setTab] = useUrlChoice('tab', ADMIN_TABS);
  const pendingCount = withBotData(pending.data).length;

  return (
    <Tabs
      label="Submissions"
      activeId={tab}
      onSelect={(id) => setTab(id as (typeof ADMIN_TABS)[number])}
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
          content: <AllSubmissions enabled={user.isStaff && tab === 'all'} />,
        },
        {
          id: 'reports',
          label: 'Reports',
          content: <ReportsPanel enabled={user.isStaff && tab === 'reports'} />,
        },
        ...(isAdministrator(user)
          ? [
              {
                id: 'bans',
                label: 'Bans',
                content: <BansPanel enabled={tab === 'bans'} />,
              },
              {
                id: 'activity',
                label: 'Activity',
                content: <ActivityPanel enabled={tab === 'activity'} />,
              },
              {
                id: 'reasons',
                label: 'Reasons',
                content: <ReasonsPanel enabled={tab === 'reasons'} />,
              },
              {
                id: 'stats',
                label: 'Reviewer stats',
                content: <ReviewerStatsPanel enabled={tab === 'stats'} />,
              },
            ]
          : []),
      ]}
    />
  );
}
