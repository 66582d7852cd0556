import styled from 'styled-components';
import type { QueuePlace as Place, SubmissionView } from '@botdir/contracts';
import { ReviewTime } from '@/components/review-time';

const StyledPlace = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Position N of M, usually reviewed within X" for a pending submission. */
export function QueuePlace({ place }: { place: SubmissionView & Partial<Place> }) {
  const { queuePosition, queueLength } = place;
  if (!queuePosition || !queueLength) return null;
  return (
    <StyledPlace data-testid="queue-place">
      Position {queuePosition} of {queueLength}, <ReviewTime />
    </StyledPlace>
  );
}
