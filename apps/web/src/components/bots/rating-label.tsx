import styled from 'styled-components';
import { Star } from 'lucide-react';
import { formatRating } from '@/lib/format';

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

/** "★ 4.3" for rated bots; nothing for unrated ones (rating 0). */
export function RatingLabel({ rating }: { rating: number }) {
  const text = formatRating(rating);
  if (!text) return null;
  return (
    <StyledRating aria-label={`Rated ${text} out of 5`}>
      <Star size={14} aria-hidden="true" />
      {text}
    </StyledRating>
  );
}
