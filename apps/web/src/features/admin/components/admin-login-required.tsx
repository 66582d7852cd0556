import { LogIn, ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonAnchor } from '@/components/ui/button';
import { loginHref } from '@/lib/auth';

export function AdminLoginRequired() {
  return (
    <EmptyState
      icon={<ShieldAlert />}
      title="Authentication Required"
      action={
        <ButtonAnchor href={loginHref} size="lg">
          <LogIn size={18} aria-hidden="true" />
          Login with Discord
        </ButtonAnchor>
      }
    >
      Please login with Discord to access the admin dashboard.
    </EmptyState>
  );
}
