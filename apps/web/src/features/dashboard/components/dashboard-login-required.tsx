import { Lock, LogIn } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonAnchor } from '@/components/ui/button';
import { loginHref } from '@/lib/auth';

export function DashboardLoginRequired() {
  return (
    <EmptyState
      icon={<Lock />}
      title="Login Required"
      action={
        <ButtonAnchor href={loginHref} size="lg">
          <LogIn size={18} aria-hidden="true" />
          Login with Discord
        </ButtonAnchor>
      }
    >
      You need to be logged in with Discord to access your dashboard.
    </EmptyState>
  );
}
