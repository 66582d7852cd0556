import { STAFF_ACTIONS } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { StaffActivityController } from './staff-activity.controller';

export const staffActivityDocs = describeRoutes(StaffActivityController, {
  list: {
    section: 'Staff',
    summary: 'The staff activity log (Administrators only): every staff action, newest first',
    query: [
      queryParam('staff', "Only this staff member's actions (their Discord id).", {
        type: 'string',
      }),
      queryParam('action', 'Only this kind of action.', {
        type: 'string',
        enum: [...STAFF_ACTIONS],
      }),
      queryParam('from', 'Actions at or after this ISO date or time.', { type: 'string' }),
      queryParam('to', 'Actions before this ISO date or time.', { type: 'string' }),
      queryParam('cursor', "The previous page's `nextCursor`.", { type: 'string' }),
      queryParam('limit', 'Page size, 1 to 100 (default 50).', { type: 'integer' }),
    ],
    answer: {
      status: 200,
      description:
        "`{items: StaffActivityRow[], nextCursor}`: each row's time, staff member (id, name), action, bot (id, current name), target (submission, report or bot id) and detail (reason, notes); `nextCursor` is null on the last page.",
      schema: { type: 'object' },
    },
    errors: [httpErrors.invalidQuery()],
  },
});
