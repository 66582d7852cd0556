import type { ControllerDocs } from '@api/infrastructure/api-docs/route-doc';
import { authDocs } from './modules/auth/auth.openapi';
import { BOTS_ROUTE_DOCS } from './modules/bots/bots.openapi';
import { healthDocs } from './modules/health/health.openapi';
import { NOTIFICATIONS_ROUTE_DOCS } from './modules/notifications/notifications.openapi';
import { openApiDocs } from './modules/openapi/openapi.openapi';
import { REPORTS_ROUTE_DOCS } from './modules/reports/reports.openapi';
import { BANS_ROUTE_DOCS } from './modules/bans/bans.openapi';
import { REVIEWS_ROUTE_DOCS } from './modules/reviews/reviews.openapi';
import { STAFF_ROUTE_DOCS } from './modules/staff/staff.openapi';
import { SUBMISSIONS_ROUTE_DOCS } from './modules/submissions/submissions.openapi';
import { DISCORD_NOTIFICATIONS_ROUTE_DOCS } from './modules/discord-notifications/discord-notifications.openapi';
import { VOTE_WEBHOOKS_ROUTE_DOCS } from './modules/vote-webhooks/vote-webhooks.openapi';
import { widgetDocs } from './modules/widgets/queries/get-widget/widget.openapi';

/**
 * Every controller's route descriptions (the `*.openapi.ts` beside each controller). The
 * composition root gathers them, as it gathers the modules: /api/openapi.json, docs/http-api.md
 * and the web's API page are built from this list.
 */
export const ROUTE_DOCS: readonly ControllerDocs[] = [
  ...BOTS_ROUTE_DOCS,
  ...SUBMISSIONS_ROUTE_DOCS,
  ...REPORTS_ROUTE_DOCS,
  ...BANS_ROUTE_DOCS,
  ...REVIEWS_ROUTE_DOCS,
  ...STAFF_ROUTE_DOCS,
  ...NOTIFICATIONS_ROUTE_DOCS,
  ...VOTE_WEBHOOKS_ROUTE_DOCS,
  ...DISCORD_NOTIFICATIONS_ROUTE_DOCS,
  widgetDocs,
  authDocs,
  healthDocs,
  openApiDocs,
];
