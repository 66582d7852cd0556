import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonAnchor } from '@/components/ui/button';
import { loginHref } from '@/lib/auth';

interface LoginPromptProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A page that needs a login: Login with Discord is a full navigation to the OAuth start. */
export function LoginPrompt({ icon, title, children }: LoginPromptProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      titleAs="h1"
      action={
        <ButtonAnchor href={loginHref} size="lg">
          <LogIn size={18} aria-hidden="true" />
          Login with Discord
        </ButtonAnchor>
      }
    >
      {children}
    </EmptyState>
  );
}
