import styled from 'styled-components';
import { Bot, LayoutGrid } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { abbreviateCount } from '@/lib/format';
import { useStats } from '@/lib/stats';

const StyledTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  max-width: 420px;
  margin: ${({ theme }) => `${theme.space.xxl} auto 0`};
`;

const StyledTile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  svg {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const StyledValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

const StyledLabel = styled.dt`
  order: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Total Bots (1.2K, 3.4M) and Categories, under the home headline. */
export function StatsTiles() {
  const { data, error } = useStats();
  const value = (count: number | undefined) =>
    count !== undefined ? (
      abbreviateCount(count)
    ) : error ? (
      '—'
    ) : (
      <Skeleton $width="48px" $height="32px" />
    );

  return (
    <StyledTiles>
      <StyledTile>
        <Bot size={22} aria-hidden="true" />
        <StyledLabel>Total Bots</StyledLabel>
        <StyledValue>{value(data?.totalBots)}</StyledValue>
      </StyledTile>
      <StyledTile>
        <LayoutGrid size={22} aria-hidden="true" />
        <StyledLabel>Categories</StyledLabel>
        <StyledValue>{value(data?.categories)}</StyledValue>
      </StyledTile>
    </StyledTiles>
  );
}
