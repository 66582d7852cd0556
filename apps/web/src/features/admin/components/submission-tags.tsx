import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { StyledSectionLabel } from './admin-submission-card';

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The submitted tags, as the reviewer must see them before they go public. */
export function SubmissionTags({ tags }: { tags: unknown }) {
  const list = Array.isArray(tags)
    ? tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  return (
    <div>
      <StyledSectionLabel>Tags</StyledSectionLabel>
      {list.length === 0 ? (
        <span>No tags</span>
      ) : (
        <StyledTags aria-label="Tags">
          {list.map((tag) => (
            <li key={tag}>
              <Badge>#{tag}</Badge>
            </li>
          ))}
        </StyledTags>
      )}
    </div>
  );
}
