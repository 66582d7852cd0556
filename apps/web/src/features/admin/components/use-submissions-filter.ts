import { SUBMISSION_LIST_STATUSES } from '@botdir/contracts';
import { useUrlParams } from '@/lib/use-url-params';
import type { SubmissionsFilter } from '../api/get-admin-submissions';

/** All Submissions' status, search and page, kept in the URL (`status`, `q`, `page`). */
export function useSubmissionsFilter(): [SubmissionsFilter, (next: SubmissionsFilter) => void] {
  const [params, changeParams] = useUrlParams();
  const status = SUBMISSION_LIST_STATUSES.find((choice) => choice === params.get('status'));
  const search = params.get('q')?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setFilter = (next: SubmissionsFilter) =>
    changeParams((url) => {
      const put = (key: string, value: string | undefined) =>
        value ? url.set(key, value) : url.delete(key);
      put('status', next.status);
      put('q', next.search);
      put('page', next.page > 1 ? String(next.page) : undefined);
      return url;
    });

  return [{ status, search, page }, setFilter];
}
