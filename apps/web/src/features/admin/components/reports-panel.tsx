import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, resolveReportSchema, type ReportView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { ModerateBotDialog } from '@/components/moderation/moderate-bot-dialog';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAction } from '@/lib/use-action';
import { useUndoable } from '@/lib/use-undoable';
import { resolveReport, useOpenReports } from '../api/reports';
import { StyledMeta, StyledText } from './admin-submission-card';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledReport = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Dismiss sends the optional reason; Unlist asks for a required one in its confirmation. */
const reasonSchema = resolveReportSchema.pick(['reason']);

interface ReportCardProps {
  report: ReportView;
  onResolved: () => void;
  /** Unlisting is confirmed with its reason, then waits for Undo like every staff action. */
  onUnlist: (report: ReportView, reason: string) => void;
}

function ReportCard({ report, onResolved, onUnlist }: ReportCardProps) {
  const { isPending, run } = useAction();
  const [confirming, setConfirming] = useState<string | null>(null);
  const name = `Bot ${report.botId}`;

  return (
    <StyledReport aria-label={`Report ${report.id}`}>
      <Link to={paths.bot(report.botId)}>Bot {report.botId}</Link>
      <StyledText>
        {report.reason}
        {report.details && `: ${report.details}`}
      </StyledText>
      <StyledMeta>
        Reported by {report.reporterName}, {new Date(report.createdAt).toLocaleString()}
      </StyledMeta>
      <SchemaForm
        schema={reasonSchema}
        initialValues={{ reason: '' }}
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

/** Open reports, each to dismiss or to action by unlisting the bot. */
export function ReportsPanel({ enabled }: { enabled: boolean }) {
  const { data, mutate } = useOpenReports(enabled);
  const undoable = useUndoable();
  if (!data) return null;
  const shown = data.filter((report) => !undoable.held.has(report.id));

  const handleUnlist = (report: ReportView, reason: string) =>
    undoable.schedule({
      key: report.id,
      title: `Unlisting bot ${report.botId}`,
      undoneTitle: 'Unlisting undone',
      undoneText: 'The report is open again.',
      send: async () => {
        try {
          await resolveReport(report.id, 'unlist', reason);
          notify.success('Bot unlisted', reason);
        } catch (error) {
          notify.error('Could not resolve', apiErrorMessage(error) ?? 'Please try again.');
        }
        await mutate();
      },
    });

  if (shown.length === 0)
    return <EmptyState title="No open reports">Nothing to look at.</EmptyState>;
  return (
    <StyledList>
      {shown.map((report) => (
        <ReportCard
          key={report.id}
          report={report}
          onResolved={() => void mutate()}
          onUnlist={handleUnlist}
        />
      ))}
    </StyledList>
  );
}
