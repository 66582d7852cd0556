import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReportAction, ReportView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/notify';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error-message';
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

function ReportCard({ report, onResolved }: { report: ReportView; onResolved: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const handleResolve = async (action: ReportAction) => {
    setBusy(true);
    try {
      await resolveReport(report.id, action, reason);
      notify.success(action === 'unlist' ? 'Bot unlisted' : 'Report dismissed', '');
      onResolved();
    } catch (error) {
      notify.error('Could not resolve', apiErrorMessage(error) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledReport aria-label={`Report ${report.id}`}>
      <Link to={`/bot/${report.botId}`}>Bot {report.botId}</Link>
      <StyledText>
        {report.reason}
        {report.details && `: ${report.details}`}
      </StyledText>
      <StyledMeta>
        Reported by {report.reporterName}, {new Date(report.createdAt).toLocaleString()}
      </StyledMeta>
      <TextField
        id={`resolve-reason-${report.id}`}
        name="reason"
        label="Reason (shown to the owner)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void handleResolve('dismiss')}
        >
          Dismiss
        </Button>{' '}
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => void handleResolve('unlist')}
        >
          Unlist bot
        </Button>
      </div>
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
