import { ShieldX } from 'lucide-react';
import type { AuthUser } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { displayTag } from '@/lib/auth';

/** Logged in, but none of the user's Discord roles is a staff role. */
export function AccessDenied({ user }: { user: AuthUser }) {
  return (
    <EmptyState icon={<ShieldX />} title="Access Denied" titleAs="h1">
      Admin access requires specific Discord roles. If you believe you should have access, please
      contact a server administrator.
      <br />
      <br />
      Logged in as <strong>{displayTag(user)}</strong>
    </EmptyState>
  );
}
