import { Skeleton } from '@/components/ui/skeleton';
import { StyledCardBody, StyledCardFrame, StyledCardHead } from './bot-card-frame';

export function BotCardSkeleton() {
  return (
    <StyledCardFrame aria-hidden="true">
      <StyledCardHead>
        <Skeleton $width="56px" $height="56px" $round />
        <Skeleton $width="60%" $height="20px" />
      </StyledCardHead>
      <StyledCardBody>
        <Skeleton $height="14px" />
        <Skeleton $width="80%" $height="14px" />
        <Skeleton $width="40%" $height="20px" />
      </StyledCardBody>
      <Skeleton $height="32px" />
    </StyledCardFrame>
  );
}
