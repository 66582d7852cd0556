import { useState } from 'react';
import styled from 'styled-components';
import type { ReportView } from '@botdir/contracts';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/notify';
import { Loading } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useUndoable } from '@/lib/use-undoable';
import { useUrlChoice } from '@/lib/use-url-choice';
import { resolveReport, useReports, type ReportsShown } from '../api/reports';
import { ReportCard, reportBotName } from './report-card';
import { FlaggedReviews } from './flagged-reviews';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const SHOWN: readonly ReportsShown[] = ['open', 'resolved'];
const SHOWN_CHOICES = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Handled' },
] as const;

/** Open reports to dismiss or action by unlisting the bot, and the handled ones kept as history. */
export function ReportsPanel({ enabled }: { enabled: boolean }) {
  const [shown, setShown] = useUrlChoice('reports', SHOWN);
  const { data, mutate } = useReports(enabled, shown);
  const undoable = useUndoable();
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});

  const handleUnlist = (report: ReportView, reason: string) =>
    undoable.schedule({
      key: report.id,
      title: `Unlisting ${reportBotName(report)}`,
      undoneTitle: 'Unlisting undone',
      undoneText: 'The report is open again, with your reason.',
      onUndo: () => setDrafts((current) => ({ ...current, [report.id]: reason })),
      send: async () => {
        try {
          await resolveReport(report.id, 'unlist', reason);
          notify.success('Bot unlisted', reason);
        } catch (error) {
          notify.error('Could not resolve', apiErrorMessage(error) ?? 'Please try again.');
        }
      },
    });

  const reports = data?.filter((report) => !undoable.held.has(report.id));
  let body;
  if (!reports) body = <Loading label="Loading reports..." />;
  else if (reports.length === 0)
    body = (
      <EmptyState title={shown === 'open' ? 'No open reports' : 'No handled reports yet'}>
        {shown === 'open' ? 'Nothing to look at.' : 'Dismissed and actioned reports stay here.'}
      </EmptyState>
    );
  else
    body = (
      <StyledList>
        {reports.map((report) => (
          <ReportCard
            key={report.id}
            report={report}
            initialReason={drafts[report.id] ?? ''}
            onResolved={() => void mutate()}
            onUnlist={handleUnlist}
          />
        ))}
      </StyledList>
    );

  return (
    <StyledList>
      <ChoiceGroup
        label="Reports shown"
        choices={SHOWN_CHOICES}
        value={shown}
        onChange={setShown}
      />
      {body}
      <FlaggedReviews enabled={enabled} />
    </StyledList>
  );
}
