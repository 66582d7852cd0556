import { Award, CheckCircle2, Clock, EyeOff, RotateCcw, XCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Where a submission or a bot stands, as the site names it everywhere. */
export type Status =
  'pending' | 'approved' | 'rejected' | 'superseded' | 'live' | 'unlisted' | 'featured';

interface Look {
  label: string;
  tone: BadgeTone;
  Icon: typeof Clock;
}

/** One label, tone and icon per status. The tones' text colours pass AA on both themes. */
export const STATUS_LOOKS: Record<Status, Look> = {
  pending: { label: 'Pending Review', tone: 'warning', Icon: Clock },
  approved: { label: 'Approved', tone: 'success', Icon: CheckCircle2 },
  rejected: { label: 'Rejected', tone: 'danger', Icon: XCircle },
  superseded: { label: 'Resubmitted', tone: 'neutral', Icon: RotateCcw },
  live: { label: 'Live', tone: 'success', Icon: CheckCircle2 },
  unlisted: { label: 'Unlisted', tone: 'danger', Icon: EyeOff },
  featured: { label: 'Featured', tone: 'featured', Icon: Award },
};

/** The one badge of a status, on cards, the dashboard, the admin lists and the bot page. */
export function StatusBadge({ status }: { status: Status }) {
  const { label, tone, Icon } = STATUS_LOOKS[status];
  return (
    <Badge $tone={tone} data-status={status}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
