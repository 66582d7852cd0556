import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useUserBots } from '../api/get-user-bots';
import { useUserSubmissions } from '../api/get-user-submissions';
import { ListSkeleton } from './list-skeleton';
import { MyBotsPanel } from './my-bots-panel';
import { MySubmissionsPanel } from './my-submissions-panel';
import { Tabs } from '@/components/ui/tabs';
import { useUrlChoice } from '@/lib/use-url-choice';

const DASHBOARD_TABS = ['bots', 'submissions'] as const;

function panel<T>(
  state: { data?: T; error?: unknown; mutate: () => unknown },
  what: string,
  render: (data: T) => ReactNode,
) {
  if (state.error) {
    return (
      <LoadError
        error={state.error}
        onRetry={() => state.mutate()}
        what={`your ${what}`}
        titleAs="h2"
      />
    );
  }
  if (state.data === undefined) return <ListSkeleton />;
  return render(state.data);
}

/** My Bots (n) and Submissions (n); both lists load together so both counts show. */
export function DashboardTabs() {
  const bots = useUserBots(true);
  const submissions = useUserSubmissions(true);
  const [tab, setTab] = useUrlChoice('tab', DASHBOARD_TABS);

  return (
    <Tabs
      label="Your bots and submissions"
      activeId={tab}
      onSelect={(id) => setTab(id as (typeof DASHBOARD_TABS)[number])}
      tabs={[
        {
          id: 'bots',
          label: `My Bots (${bots.data?.length ?? 0})`,
          content: panel(bots, 'bots', (data) => <MyBotsPanel bots={data} />),
        },
        {
          id: 'submissions',
          label: `Submissions (${submissions.data?.length ?? 0})`,
          content: panel(submissions, 'submissions', (data) => (
            <MySubmissionsPanel submissions={data} />
          )),
        },
      ]}
    />
  );
}
