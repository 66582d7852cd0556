import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { SubmissionStatus } from '@botdir/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const LOOK: Record<SubmissionStatus, { label: string; tone: BadgeTone; Icon: typeof Clock }> = {
  pending: { label: 'Pending Review', tone: 'warning', Icon: Clock },
  approved: { label: 'Approved', tone: 'success', Icon: CheckCircle2 },
  rejected: { label: 'Rejected', tone: 'danger', Icon: XCircle },
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { label, tone, Icon } = LOOK[status];
  return (
    <Badge $tone={tone}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
