import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  paths,
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  resolveReportSchema,
  type ReportView,
} from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { ModerateBotDialog } from '@/components/moderation/moderate-bot-dialog';
import { formatDate } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { resolveReport } from '../api/reports';
import { StyledMeta, StyledText } from './admin-submission-card';

const StyledReport = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Dismiss sends the optional reason; Unlist asks for a required one in its confirmation. */
const reasonSchema = resolveReportSchema.pick(['reason']);

export const reportBotName = (report: ReportView) => report.botName ?? `Bot ${report.botId}`;

interface ReportCardProps {
  report: ReportView;
  /** The reason typed before an Undo gave the card back. */
  initialReason: string;
  onResolved: () => void;
  /** Unlisting is confirmed with its reason, then waits for Undo like every staff action. */
  onUnlist: (report: ReportView, reason: string) => void;
}

function HandledLine({ report }: { report: ReportView }) {
  return (
    <StyledMeta>
      {REPORT_STATUS_LABELS[report.status]} by {report.resolvedBy ?? 'staff'},{' '}
      {formatDate(report.resolvedAt) ?? 'unknown date'}
      {report.resolution && `: ${report.resolution}`}
    </StyledMeta>
  );
}

/** One report: the bot by name, the reason in words; open ones are dismissed or actioned here. */
export function ReportCard({ report, initialReason, onResolved, onUnlist }: ReportCardProps) {
  const { isPending, run } = useAction();
  const [confirming, setConfirming] = useState<string | null>(null);
  const name = reportBotName(report);

  return (
    <StyledReport as="article" aria-label={`Report about ${name}`}>
      <StyledTitle>
        <Link to={paths.bot(report.botId)}>{name}</Link>
      </StyledTitle>
      <StyledText>
        {REPORT_REASON_LABELS[report.reason]}
        {report.details && `: ${report.details}`}
      </StyledText>
      <StyledMeta>
        Reported by {report.reporterName}, {formatDate(report.createdAt) ?? 'unknown date'}
      </StyledMeta>
      {report.status === 'open' ? (
        <SchemaForm
          schema={reasonSchema}
          initialValues={{ reason: initialReason }}
          onSubmit={async ({ reason }, form) => {
            const ok = await run(
              () => resolveReport(report.id, 'dismiss', reason),
              {
                success: 'Report dismissed',
                failure: 'Could not resolve',
                fallback: 'Please try again.',
              },
              { helpers: form },
            );
            if (ok) onResolved();
          }}
        >
          {({ values }) => (
            <StyledFields>
              <FormTextField
                id={`resolve-reason-${report.id}`}
                name="reason"
                label="Reason (shown to the owner)"
              />
              <div>
                <Button type="submit" size="sm" variant="secondary" disabled={isPending}>
                  Dismiss
                </Button>{' '}
                <Button
                  type="button"
                  size="sm"
                  variant="danger"
                  disabled={isPending}
                  onClick={() => setConfirming(values.reason)}
                >
                  Unlist bot
                </Button>
              </div>
            </StyledFields>
          )}
        </SchemaForm>
      ) : (
        <HandledLine report={report} />
      )}
      <ModerateBotDialog
        botName={name}
        action={confirming === null ? null : 'unlist'}
        initialReason={confirming ?? ''}
        onConfirm={(_action, reason) => onUnlist(report, reason)}
        onClose={() => setConfirming(null)}
      />
    </StyledReport>
  );
}
