import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { SubmissionListStatus } from '@botdir/contracts';
import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { SubmissionsFilter } from '../api/get-admin-submissions';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  > * {
    flex: 1 1 200px;
  }
`;

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  { value: 'pending', label: 'Pending Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'unlisted', label: 'Unlisted' },
  { value: 'rejected', label: 'Rejected' },
];

interface SubmissionsFilterBarProps {
  filter: SubmissionsFilter;
  onChange: (next: SubmissionsFilter) => void;
}

/** Status and search of All Submissions; each change starts again at page 1. */
export function SubmissionsFilterBar({ filter, onChange }: SubmissionsFilterBarProps) {
  const [text, setText] = useState(filter.search ?? '');
  const typed = useDebouncedValue(text.trim());

  useEffect(() => {
    if ((filter.search ?? '') !== typed)
      onChange({ ...filter, search: typed || undefined, page: 1 });
    // Only the typed text starts a search; the filter object is new on every render.
  }, [typed]);

  return (
    <StyledBar>
      <SelectField
        id="submission-status-filter"
        name="status"
        label="Status"
        options={STATUS_OPTIONS}
        value={filter.status ?? ''}
        onChange={(event) =>
          onChange({
            ...filter,
            status: (event.target.value || undefined) as SubmissionListStatus | undefined,
            page: 1,
          })
        }
      />
      <SearchInput
        label="Search submissions"
        placeholder="Bot name, text or submitter"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </StyledBar>
  );
}
