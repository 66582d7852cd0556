import styled from 'styled-components';
import type { GivenReason } from '@botdir/contracts';

const StyledReasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledReason = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    white-space: pre-wrap;
  }
`;

/** A site path opens here; an https guideline opens in a new tab, telling it nothing. */
const linkProps = (url: string) =>
  url.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' };

/** The canned reasons of a rejection: title, explanation and the guideline each one cites. */
export function ReviewReasons({ reasons }: { reasons: readonly GivenReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <StyledReasons aria-label="Rejection reasons">
      {reasons.map((reason) => (
        <StyledReason key={reason.id}>
          <strong>{reason.title}</strong>
          <p>{reason.explanation}</p>
          {reason.guidelineUrl && (
            <a href={reason.guidelineUrl} {...linkProps(reason.guidelineUrl)}>
              Guideline
            </a>
          )}
        </StyledReason>
      ))}
    </StyledReasons>
  );
}
