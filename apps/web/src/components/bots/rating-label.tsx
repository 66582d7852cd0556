import styled from 'styled-components';
import { Star } from 'lucide-react';
import { formatRatingSummary } from '@/lib/format';

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

/** "4.3 ★ from 13 reviews" for reviewed bots; nothing for the others. */
export function RatingLabel({ rating, count }: { rating: number; count: number }) {
  const text = formatRatingSummary(rating, count);
  if (!text) return null;
  return (
    <StyledRating aria-label={text} role="img">
      <Star size={14} aria-hidden="true" />
      {text}
    </StyledRating>
  );
}
