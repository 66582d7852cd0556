import styled from 'styled-components';
import { Star } from 'lucide-react';
import { formatRating, formatVoteCount } from '@/lib/format';

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme }) => theme.colors.warningText};
    fill: currentColor;
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** "★ 4.3 (13 votes)" for rated bots; nothing for unrated ones (rating 0). */
export function RatingLabel({ rating, count }: { rating: number; count: number }) {
  const text = formatRating(rating);
  if (!text) return null;
  const votes = formatVoteCount(count);
  return (
    <StyledRating aria-label={`Rated ${text} out of 5 from ${votes}`} role="img">
      <Star size={14} aria-hidden="true" />
      {text}
      <StyledCount>({votes})</StyledCount>
    </StyledRating>
  );
}
