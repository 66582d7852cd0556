import { CheckCircle2, Home } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { ReviewTime } from '@/components/review-time';

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
      Thank you for your submission. Your bot is in the review queue: submissions are <ReviewTime />
      . Your dashboard shows its place in the queue, and when a reviewer approves or rejects it you
      get a notification under the bell at the top of the page (and on your own Discord webhook, if
      you set one in the dashboard).
    </EmptyState>
  );
}
