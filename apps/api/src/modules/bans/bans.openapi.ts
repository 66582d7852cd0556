import { banAppealSchema, banUserSchema, unbanUserSchema } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { banErrors } from './domain/ban.errors';
import { AdminBansController } from './http/admin-bans.controller';
import { OwnBanController } from './http/own-ban.controller';

const BAN_RECORD =
  "`{ userId, bans }`: the user's bans newest first, each `{ id, reason, until, bannedBy, bannedAt, unbannedAt, unbannedBy, unbanReason, appeal, appealedAt }`.";

const adminBansDocs = describeRoutes(AdminBansController, {
  list: {
    section: 'Staff',
    summary: 'Banned users, the most recently banned first (Administrators)',
    description:
      'Active and past bans alike: a ban is in force while `unbannedAt` is null and `until` is null or later than now.',
    query: [queryParam('page', 'Page number from 1 (50 users a page).', { type: 'integer' })],
    answer: { status: 200, description: `\`{ page, pageSize, items }\`, each item ${BAN_RECORD}` },
    errors: [banErrors.adminOnly(), httpErrors.invalidQuery()],
  },
  ban: {
    section: 'Staff',
    summary: 'Ban a user from every write (Administrators)',
    description:
      'A banned user gets 403 `USER.BANNED` (with `until`) on every write route except logging in or out, page views and the appeal, from their next request, already open sessions included. `until` must be in the future and at most 10 years away; omit it or send null for a ban without end. An Administrator cannot ban themselves; a ban never applies to staff (take the Discord role away first). Recorded as `UserBanned` on stream `user-bans-{userId}`.',
    body: { schema: banUserSchema },
    answer: { status: 201, description: BAN_RECORD },
    errors: [
      banErrors.adminOnly(),
      banErrors.self(),
      banErrors.invalidUntil(10),
      banErrors.alreadyBanned(),
    ],
  },
  unban: {
    section: 'Staff',
    summary: "Lift a user's ban in force (Administrators)",
    description: 'The body is optional: `{ reason }`. Recorded as `UserUnbanned`.',
    body: { schema: unbanUserSchema, optional: true },
    answer: { status: 200, description: BAN_RECORD },
    errors: [banErrors.adminOnly(), banErrors.invalidUserId(), banErrors.notBanned()],
  },
});

const ownBanDocs = describeRoutes(OwnBanController, {
  ownBan: {
    section: 'Session',
    summary: "The caller's ban in force, for the banner",
    answer: { status: 200, description: '`{ banned: false }` or `{ banned: true, ban }`.' },
  },
  appeal: {
    section: 'Session',
    summary: 'Appeal the ban in force, once',
    description: 'Recorded as `BanAppealed`; Administrators read it in the Bans tab.',
    body: { schema: banAppealSchema },
    answer: { status: 201, description: '`{ banned: true, ban }` with the appeal.' },
    errors: [banErrors.notBanned(), banErrors.alreadyAppealed()],
  },
});

/** The descriptions of every route of the bans module. */
export const BANS_ROUTE_DOCS = [adminBansDocs, ownBanDocs];
