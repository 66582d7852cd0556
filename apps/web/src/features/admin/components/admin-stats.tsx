import styled from 'styled-components';
import { CalendarCheck, Hourglass, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminSubmissionView } from '@botdir/contracts';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { relativeAge } from '@/lib/format';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const StyledStat = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  svg {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const StyledLabel = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

function StatCard({ label, value, icon }: { label: string; value?: string; icon: ReactNode }) {
  return (
    <StyledStat>
      {icon}
      <div>
        <StyledLabel>{label}</StyledLabel>
        {value === undefined ? (
          <Skeleton $width="64px" $height="32px" />
        ) : (
          <StyledValue>{value}</StyledValue>
        )}
      </div>
    </StyledStat>
  );
}

interface AdminStatsProps {
  pending: AdminSubmissionView[] | undefined;
  /** Submissions decided since local midnight. */
  decidedToday: number | undefined;
}

/** The review queue at a glance: pending and oldest from the pending list the tabs show. */
export function AdminStats({ pending, decidedToday }: AdminStatsProps) {
  const oldest = pending?.reduce<string | null>(
    (first, entry) => (first === null || entry.createdAt < first ? entry.createdAt : first),
    null,
  );
  return (
    <StyledGrid>
      <StatCard
        label="Pending reviews"
        value={pending?.length.toLocaleString('en-US')}
        icon={<Inbox size={32} aria-hidden="true" />}
      />
      <StatCard
        label="Oldest waiting"
        value={pending && (oldest ? relativeAge(oldest) : 'None')}
        icon={<Hourglass size={32} aria-hidden="true" />}
      />
      <StatCard
        label="Decided today"
        value={decidedToday?.toLocaleString('en-US')}
        icon={<CalendarCheck size={32} aria-hidden="true" />}
      />
    </StyledGrid>
  );
}
