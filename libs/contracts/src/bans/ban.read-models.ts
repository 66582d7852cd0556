/** One ban as the Bans tab and the banned user read it. */
export interface BanView {
  /** `{userId}-{n}`: the user's n-th ban. */
  id: string;
  userId: string;
  reason: string;
  /** ISO end; null: no end. */
  until: string | null;
  bannedBy: string;
  bannedAt: string;
  /** Set when an Administrator lifted it. */
  unbannedAt: string | null;
  unbannedBy: string | null;
  unbanReason: string | null;
  appeal: string | null;
  appealedAt: string | null;
}

/** Active means not lifted and not past its end, judged at `now` (an ISO time). */
export const isBanActive = (ban: Pick<BanView, 'until' | 'unbannedAt'>, now: string): boolean =>
  ban.unbannedAt === null && (ban.until === null || Date.parse(ban.until) > Date.parse(now));

/** GET /api/user/ban: the caller's ban in force, if any. */
export interface OwnBanResponse {
  banned: boolean;
  ban?: BanView;
}

/** A user's bans the read model keeps, newest first: no document grows without bound. */
export const BANS_KEPT = 50;

/** A user's bans, newest first (the Bans tab lists one row per banned user). */
export interface BanRecord {
  userId: string;
  bans: BanView[];
}
