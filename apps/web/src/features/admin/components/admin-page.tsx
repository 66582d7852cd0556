import { useAuthUser } from '@/lib/auth';
import { PageContainer } from '@/components/ui/page';
import { Loading } from '@/components/ui/spinner';
import { AccessDenied } from './access-denied';
import { AdminHeader } from './admin-header';
import { AdminLoginRequired } from './admin-login-required';
import { AdminStats } from './admin-stats';
import { AdminTabs } from './admin-tabs';
import { useState } from 'react';
import { useAdminSubmissions, useDecidedSince } from '../api/get-admin-submissions';

function AdminContent() {
  const { user, isLoading } = useAuthUser();
  const pending = useAdminSubmissions(Boolean(user?.isStaff), 'pending');
  const [todayStart] = useState(() => new Date(new Date().setHours(0, 0, 0, 0)).toISOString());
  const decided = useDecidedSince(Boolean(user?.isStaff), todayStart);
  if (isLoading) return <Loading label="Checking authentication..." />;
  if (!user) return <AdminLoginRequired />;
  if (!user.isStaff) return <AccessDenied user={user} />;
  return (
    <>
      <AdminHeader user={user} />
      <AdminStats pending={pending.data} decidedToday={decided.data} />
      <AdminTabs user={user} pending={pending} />
    </>
  );
}

/** /admin and /admin-test: the staff review dashboard (spec section 2). */
export function AdminPage() {
  return (
    <PageContainer>
      <AdminContent />
    </PageContainer>
  );
}
