import styled from 'styled-components';
import { Bot, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStats } from '@/lib/stats';

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

function StatCard({ label, value, icon }: { label: string; value?: number; icon: ReactNode }) {
  return (
    <StyledStat>
      {icon}
      <div>
        <StyledLabel>{label}</StyledLabel>
        {value === undefined ? (
          <Skeleton $width="64px" $height="32px" />
        ) : (
          <StyledValue>{value.toLocaleString('en-US')}</StyledValue>
        )}
      </div>
    </StyledStat>
  );
}

export function AdminStats() {
  const { data, error } = useStats();
  const failed = Boolean(error);
  return (
    <StyledGrid>
      <StatCard
        label="Total Bots"
        value={failed ? 0 : data?.totalBots}
        icon={<Bot size={32} aria-hidden="true" />}
      />
      <StatCard
        label="Categories"
        value={failed ? 0 : data?.categories}
        icon={<LayoutGrid size={32} aria-hidden="true" />}
      />
    </StyledGrid>
  );
}
