import useSWRInfinite from 'swr/infinite';
import type { StaffAction, StaffActivityPage } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys/staff-keys';

export interface ActivityFilters {
  staff: string;
  action: StaffAction | '';
  /** yyyy-mm-dd (local dates of the date inputs); empty: no bound. */
  from: string;
  to: string;
}

/** The query string of the filters: `to` is inclusive of its whole day. */
export function activityQuery(filters: ActivityFilters): string {
  const query = new URLSearchParams();
  if (filters.staff.trim()) query.set('staff', filters.staff.trim());
  if (filters.action) query.set('action', filters.action);
  if (filters.from) query.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) {
    const dayAfter = new Date(`${filters.to}T00:00:00`);
    dayAfter.setDate(dayAfter.getDate() + 1);
    query.set('to', dayAfter.toISOString());
  }
  return query.toString();
}

/** GET /api/admin/activity: pages newest first, the next one asked with the last `nextCursor`. */
export function useStaffActivity(enabled: boolean, filters: ActivityFilters) {
  const query = activityQuery(filters);
  return useSWRInfinite<StaffActivityPage>(
    (index, previous: StaffActivityPage | null) => {
      if (!enabled || (previous && !previous.nextCursor)) return null;
      return staffKeys.activity(query, previous?.nextCursor ?? null);
    },
    ([, , , cursor]: ReturnType<typeof staffKeys.activity>) => {
      const params = new URLSearchParams(query);
      if (cursor) params.set('cursor', cursor);
      return apiGet<StaffActivityPage>(`/api/admin/activity?${params.toString()}`);
    },
    { revalidateFirstPage: false },
  );
}
