import { useState } from 'react';
import styled from 'styled-components';
import { STAFF_ACTIONS, type StaffActivityRow } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SelectField } from '@/components/ui/select-field';
import { Loading } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStaffActivity, type ActivityFilters } from '../api/staff-activity';
import { StyledTable, StyledTableScroll } from './staff-table';

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

const NO_FILTERS: ActivityFilters = { staff: '', action: '', from: '', to: '' };
const ACTION_OPTIONS = [
  { value: '', label: 'Every action' },
  ...STAFF_ACTIONS.map((action) => ({ value: action, label: action })),
];

function ActivityTable({ rows }: { rows: StaffActivityRow[] }) {
  return (
    <StyledTableScroll>
      <StyledTable aria-label="Staff activity">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Staff</th>
            <th scope="col">Action</th>
            <th scope="col">Bot</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.at)}</td>
              <td>
                {row.staffName} ({row.staffId})
              </td>
              <td>{row.action}</td>
              <td>{row.botName ?? (row.botId === null ? row.target : `#${row.botId}`)}</td>
              <td>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}

/** Administrators only: every staff action, newest first, filtered and paged by the api. */
export function ActivityPanel({ enabled }: { enabled: boolean }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  // A staff id is asked for once typing stops, not at every digit.
  const staff = useDebouncedValue(filters.staff, 300);
  const { data, error, size, setSize, isValidating, mutate } = useStaffActivity(enabled, {
    ...filters,
    staff,
  });
  const set = (field: keyof ActivityFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [field]: value }));
  const rows = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.[data.length - 1]?.nextCursor);

  let body;
  if (error) body = <LoadError error={error} onRetry={() => void mutate()} what="activity" />;
  else if (!data) body = <Loading label="Loading activity..." />;
  else if (rows.length === 0)
    body = (
      <EmptyState title="No staff activity">No staff action matches these filters.</EmptyState>
    );
  else body = <ActivityTable rows={rows} />;

  return (
    <StyledPanel>
      <StyledFilters role="search" aria-label="Filter staff activity">
        <TextField
          id="activity-staff"
          name="staff"
          label="Staff member id"
          inputMode="numeric"
          value={filters.staff}
          onChange={(event) => set('staff')(event.target.value)}
        />
        <SelectField
          id="activity-action"
          name="action"
          label="Action"
          options={ACTION_OPTIONS}
          value={filters.action}
          onChange={(event) => set('action')(event.target.value)}
        />
        <TextField
          id="activity-from"
          name="from"
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => set('from')(event.target.value)}
        />
        <TextField
          id="activity-to"
          name="to"
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => set('to')(event.target.value)}
        />
      </StyledFilters>
      {body}
      {hasMore && (
        <Button variant="secondary" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          Load more
        </Button>
      )}
    </StyledPanel>
  );
}
