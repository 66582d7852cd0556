import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { tapTarget } from '@/components/ui/tap-target';
import type { ReviewableSubmission } from './parse-submissions';
import { SubmissionHistory } from './submission-history';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@botdir/contracts';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

// Never squeezed below 10rem beside the badge (the row wraps instead); a word breaks only when it
// is wider than the whole line.
const StyledName = styled.h3`
  flex: 1 1 10rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;
`;

const StyledBotLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  ${tapTarget}
`;

export const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const StyledSectionLabel = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textFaint};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

interface AdminSubmissionCardProps {
  entry: ReviewableSubmission;
  children: ReactNode;
}

/** Avatar, bot name and status, the card's body, then the audit trail toggle. */
export function AdminSubmissionCard({ entry, children }: AdminSubmissionCardProps) {
  const { submission, bot } = entry;
  return (
    <StyledCard as="article" aria-label={bot.name}>
      <StyledHeader>
        <Avatar src={bot.avatar} name={bot.name} alt="" size={56} />
        <StyledName>{bot.name}</StyledName>
        <StatusBadge
          status={submission.bot?.status === 'unlisted' ? 'unlisted' : submission.status}
        />
        <StyledBotLink to={paths.bot(submission.botId)} aria-label={`Bot page of ${bot.name}`}>
          Bot page
        </StyledBotLink>
      </StyledHeader>
      {children}
      <SubmissionHistory submissionId={submission.id} />
    </StyledCard>
  );
}
