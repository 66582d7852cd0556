import { LogIn, ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonAnchor } from '@/components/ui/button';
import { loginHref } from '@/lib/auth';

/** /submit when nobody is logged in: login is a full navigation to the OAuth start. */
export function SubmitLoginRequired() {
  return (
    <EmptyState
      icon={<ShieldCheck />}
      title="Discord Login Required"
      action={
        <ButtonAnchor href={loginHref} size="lg">
          <LogIn size={18} aria-hidden="true" />
          Login with Discord
        </ButtonAnchor>
      }
    >
      You need to login with Discord to submit a bot. Discord OAuth verifies bot owners and prevents
      spam.
    </EmptyState>
  );
}
