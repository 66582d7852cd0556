import { useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuthUser } from '@/lib/auth';
import { reportBot } from '../api/report-bot';

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  broken: 'Does not work',
  offensive: 'Offensive content',
  'dangerous-permissions': 'Asks for dangerous permissions',
  impersonation: 'Impersonates another bot',
  other: 'Something else',
};

/** Any logged-in user may report a live bot: a reason from the list, plus text. */
export function ReportBotForm({ botId }: { botId: number }) {
  const { user } = useAuthUser();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user) return <p>Log in to report this bot.</p>;
  if (sent) return <p role="status">Thank you: staff will look at your report.</p>;

  const handleSubmit = async () => {
    setBusy(true);
    try {
      await reportBot(botId, reason, details);
      setSent(true);
    } catch (error) {
      notify.error('Report not sent', apiErrorMessage(error) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <SelectField
        id={`report-reason-${botId}`}
        name="reason"
        label="Reason"
        value={reason}
        options={REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }))}
        onChange={(event) => setReason(event.target.value as ReportReason)}
      />
      <TextArea
        id={`report-details-${botId}`}
        name="details"
        label="Details (optional)"
        rows={3}
        maxLength={1000}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={busy}>
        Send report
      </Button>
    </form>
  );
}
