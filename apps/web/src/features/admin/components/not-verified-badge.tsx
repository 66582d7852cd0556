import type { SubmissionView } from '@botdir/contracts';
import { Badge } from '@/components/ui/badge';

/** Discord could not be reached when this was submitted: the application is unchecked. */
export function NotVerifiedBadge({ submission }: { submission: SubmissionView }) {
  if (submission.verified !== false) return null;
  return (
    <Badge
      $tone="warning"
      title="Discord could not be reached at submission: check that the application exists, has a bot and is public."
    >
      Not verified with Discord
    </Badge>
  );
}
