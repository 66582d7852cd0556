import { CheckCircle2, Home } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';

export function SubmitSuccess() {
  return (
    <EmptyState
      icon={<CheckCircle2 />}
      title="Bot Submitted Successfully!"
      action={
        <ButtonLink to="/" size="lg">
          <Home size={18} aria-hidden="true" />
          Back to Home
        </ButtonLink>
      }
    >
      Thank you for your submission. Our team will review your bot, which typically takes 24-48
      hours. You&apos;ll be notified once it&apos;s approved.
    </EmptyState>
  );
}
