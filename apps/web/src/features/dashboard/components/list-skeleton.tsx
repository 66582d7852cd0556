import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledLines = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Placeholder cards while the owner's lists load. */
export function ListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <CardGrid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <StyledRow>
            <Skeleton $width="48px" $height="48px" $round />
            <StyledLines>
              <Skeleton $width="60%" $height="18px" />
              <Skeleton $width="30%" $height="14px" />
            </StyledLines>
          </StyledRow>
          <StyledLines>
            <Skeleton />
            <Skeleton $width="80%" />
          </StyledLines>
        </Card>
      ))}
    </CardGrid>
  );
}
