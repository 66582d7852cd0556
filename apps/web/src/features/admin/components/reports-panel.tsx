import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, resolveReportSchema, type ReportAction, type ReportView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useAction } from '@/lib/use-action';
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

/** The reason is judged alone: the action is the button pressed. */
const reasonSchema = resolveReportSchema.pick(['reason']);

function ReportCard({ report, onResolved }: { report: ReportView; onResolved: () => void }) {
  const { isPending, run } = useAction();
  const action = useRef<ReportAction>('dismiss');

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
          const chosen = action.current;
          const ok = await run(
            () => resolveReport(report.id, chosen, reason),
            {
              success: chosen === 'unlist' ? 'Bot unlisted' : 'Report dismissed',
              failure: 'Could not resolve',
              fallback: 'Please try again.',
            },
            { helpers: form },
          );
          if (ok) onResolved();
        }}
      >
        {() => (
          <StyledFields>
            <FormTextField
              id={`resolve-reason-${report.id}`}
              name="reason"
              label="Reason (shown to the owner)"
            />
            <div>
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                disabled={isPending}
                onClick={() => (action.current = 'dismiss')}
              >
                Dismiss
              </Button>{' '}
              <Button
                type="submit"
                size="sm"
                variant="danger"
                disabled={isPending}
                onClick={() => (action.current = 'unlist')}
              >
                Unlist bot
              </Button>
            </div>
          </StyledFields>
        )}
      </SchemaForm>
    </StyledReport>
  );
}

/** Open reports, each to dismiss or to action by unlisting the bot. */
export function ReportsPanel({ enabled }: { enabled: boolean }) {
  const { data, mutate } = useOpenReports(enabled);
  if (!data) return null;
  if (data.length === 0)
    return <EmptyState title="No open reports">Nothing to look at.</EmptyState>;
  return (
    <StyledList>
      {data.map((report) => (
        <ReportCard key={report.id} report={report} onResolved={() => void mutate()} />
      ))}
    </StyledList>
  );
}
