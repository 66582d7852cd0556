import type { OperationTable } from './operation-doc';
import { BOT_API_OPERATIONS } from './operations/bot-api.operations';
import { DEVELOPER_OPERATIONS } from './operations/developer.operations';
import { PUBLIC_READ_OPERATIONS } from './operations/public-reads.operations';
import { SESSION_OPERATIONS } from './operations/session.operations';
import { SUBMISSION_OPERATIONS } from './operations/submissions.operations';
import { STAFF_AND_OPERATIONS } from './operations/staff-and-operations.operations';
import { WEBHOOK_OPERATIONS } from './operations/webhooks.operations';
import { REVIEW_OPERATIONS } from './operations/review.operations';

/** Every route of the api, keyed by `METHOD /path` as OpenAPI writes paths (`{id}`). */
export const OPENAPI_OPERATIONS: OperationTable = {
  ...PUBLIC_READ_OPERATIONS,
  ...BOT_API_OPERATIONS,
  ...SESSION_OPERATIONS,
  ...SUBMISSION_OPERATIONS,
  ...DEVELOPER_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
  ...STAFF_AND_OPERATIONS,
  ...REVIEW_OPERATIONS,
};
