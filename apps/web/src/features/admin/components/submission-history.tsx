import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDown, ChevronRight, History } from 'lucide-react';
import type { SubmissionHistoryEntry } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSubmissionHistory } from '../api/get-submission-history';
import { historyActor, historyEntryTitle } from './history-entry-title';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: ${({ theme }) => `0 0 0 ${theme.space.lg}`};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledType = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDetail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function HistoryItem({ entry }: { entry: SubmissionHistoryEntry }) {
  return (
    <li>
      <StyledType>{historyEntryTitle(entry)}</StyledType>
      <StyledDetail>
        <time dateTime={entry.occurredAt}>{timeFormat.format(new Date(entry.occurredAt))}</time>
        {' · '}
        {historyActor(entry)}
      </StyledDetail>
    </li>
  );
}

/** The submission's audit trail from the event store, loaded when first opened. */
export function SubmissionHistory({ submissionId }: { submissionId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { data, error, isLoading } = useSubmissionHistory(submissionId, open);
  const Chevron = open ? ChevronDown : ChevronRight;

  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <History size={14} aria-hidden="true" />
        History
        <Chevron size={14} aria-hidden="true" />
      </Button>
      {open && (
        <div id={panelId}>
          {isLoading && <Spinner $size={16} role="status" aria-label="Loading history" />}
          {error && <StyledDetail>The history could not be loaded.</StyledDetail>}
          {data && data.length === 0 && <StyledDetail>No recorded events.</StyledDetail>}
          {data && data.length > 0 && (
            <StyledList aria-label="Submission history">
              {data.map((entry) => (
                <HistoryItem key={`${entry.position}-${entry.revision}`} entry={entry} />
              ))}
            </StyledList>
          )}
        </div>
      )}
    </div>
  );
}
