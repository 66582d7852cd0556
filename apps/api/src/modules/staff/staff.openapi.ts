import { manageReasonsDocs } from './commands/manage-reasons/manage-reasons.openapi';
import { reviewerStatsDocs } from './queries/reviewer-stats.openapi';
import { staffActivityDocs } from './queries/staff-activity.openapi';

/** The descriptions of every route of the staff module. */
export const STAFF_ROUTE_DOCS = [staffActivityDocs, manageReasonsDocs, reviewerStatsDocs];
