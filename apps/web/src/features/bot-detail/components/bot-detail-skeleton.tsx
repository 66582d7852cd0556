import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 2fr 1fr;
  }
`;

export function BotDetailSkeleton() {
  return (
    <PageContainer aria-busy="true" aria-label="Loading bot">
      <Card>
        <StyledRow>
          <Skeleton $width="96px" $height="96px" $round />
          <StyledLines>
            <Skeleton $width="40%" $height="28px" />
            <Skeleton $width="70%" />
            <Skeleton $width="30%" />
          </StyledLines>
        </StyledRow>
      </Card>
      <StyledBody>
        <Skeleton $height="240px" />
        <Skeleton $height="240px" />
      </StyledBody>
    </PageContainer>
  );
}
