import styled from 'styled-components';
import type { AdminSubmissionView } from '@botdir/contracts';
import { StyledSectionLabel } from './admin-submission-card';

const StyledChanges = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warningText};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    white-space: pre-wrap;
  }
`;

/** The fields the owner changed after the current claim began: before, struck through, then after. */
export function ChangesSinceClaim({ submission }: { submission: AdminSubmissionView }) {
  const changes = submission.changesSinceClaim ?? [];
  if (!submission.claimedBy || changes.length === 0) return null;
  const label = `Changed since ${submission.claimedBy} claimed it`;
  return (
    <StyledChanges aria-label={label}>
      <StyledSectionLabel>{label}</StyledSectionLabel>
      <StyledList>
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{change.field}</dt>
            <dd>
              <del>{change.before || '(empty)'}</del> → <ins>{change.after || '(empty)'}</ins>
            </dd>
          </div>
        ))}
      </StyledList>
    </StyledChanges>
  );
}
