import type { ReactNode } from 'react';
import { useAuthUser } from '@/lib/auth';
import { PageContainer } from '@/components/ui/page';
import { DashboardHeader } from './dashboard-header';
import { DashboardLoginRequired } from './dashboard-login-required';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardTabs } from './dashboard-tabs';

/** /dashboard: skeletons, Login Required, or the owner's bots and submissions (then `settings`). */
export function DashboardPage({ settings }: { settings?: ReactNode }) {
  const { user, isLoading } = useAuthUser();

  return (
    <PageContainer>
      {isLoading ? (
        <DashboardSkeleton />
      ) : !user ? (
        <DashboardLoginRequired />
      ) : (
        <>
          <DashboardHeader user={user} />
          <DashboardTabs />
          {settings}
        </>
      )}
    </PageContainer>
  );
}
