import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { ListSkeleton } from './list-skeleton';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const StyledLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
`;

/** The whole dashboard's shape while the session loads. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard">
      <StyledRow>
        <Skeleton $width="64px" $height="64px" $round />
        <StyledLines>
          <Skeleton $width="240px" $height="28px" />
          <Skeleton $width="140px" />
        </StyledLines>
      </StyledRow>
      <Skeleton $width="260px" $height="36px" />
      <br />
      <ListSkeleton />
    </div>
  );
}
