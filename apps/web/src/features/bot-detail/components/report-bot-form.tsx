import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportBotSchema,
  type ReportReason,
} from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormSelectField, FormTextArea } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { loginHrefTo, useAuthUser } from '@/lib/auth';
import { useAction } from '@/lib/use-action';
import { reportBot } from '../api/report-bot';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

/** Any logged-in user may report a live bot: a reason from the list, plus text. */
export function ReportBotForm({ botId }: { botId: number }) {
  const { user } = useAuthUser();
  const [sent, setSent] = useState(false);
  const { isPending, run } = useAction();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <p>
        <a href={loginHrefTo(`${pathname}${search}#history`)}>Log in with Discord</a> to report this
        bot.
      </p>
    );
  }
  if (sent) return <p role="status">Thank you: staff will look at your report.</p>;

  return (
    <SchemaForm
      schema={reportBotSchema}
      initialValues={{ reason: 'spam' as ReportReason, details: '' }}
      onSubmit={async ({ reason, details }, form) => {
        const ok = await run(
          () => reportBot(botId, reason, details),
          { failure: 'Report not sent', fallback: 'Please try again.' },
          { helpers: form },
        );
        if (ok) setSent(true);
      }}
    >
      {() => (
        <>
          <FormSelectField
            id={`report-reason-${botId}`}
            name="reason"
            label="Reason"
            options={REASON_OPTIONS}
          />
          <FormTextArea
            id={`report-details-${botId}`}
            name="details"
            label="Details (optional)"
            rows={3}
            maxLength={REPORT_LIMITS.detailsMax}
          />
          <Button type="submit" variant="danger" disabled={isPending}>
            Send report
          </Button>
        </>
      )}
    </SchemaForm>
  );
}
