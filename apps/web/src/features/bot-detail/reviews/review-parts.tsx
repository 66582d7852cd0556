import styled from 'styled-components';
import { Star } from 'lucide-react';

export const StyledReview = styled.article`
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    white-space: pre-wrap;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledStar = styled.button<{ $lit: boolean }>`
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  background: transparent;
  color: ${({ theme, $lit }) => ($lit ? theme.colors.warning : theme.colors.textFaint)};
  cursor: pointer;
  svg {
    fill: ${({ $lit }) => ($lit ? 'currentColor' : 'none')};
  }
`;

const STARS = [1, 2, 3, 4, 5];

export function StarsText({ stars }: { stars: number }) {
  return (
    <span aria-label={`${stars} out of 5 stars`}>{'★'.repeat(stars) + '☆'.repeat(5 - stars)}</span>
  );
}

export function StarsPicker({
  value,
  onChange,
}: {
  value: number;
  onChange: (stars: number) => void;
}) {
  return (
    <div role="group" aria-label="Stars">
      {STARS.map((stars) => (
        <StyledStar
          key={stars}
          type="button"
          $lit={stars <= value}
          aria-label={`${stars} star${stars === 1 ? '' : 's'}`}
          aria-pressed={stars === value}
          onClick={() => onChange(stars)}
        >
          <Star size={20} aria-hidden="true" />
        </StyledStar>
      ))}
    </div>
  );
}
