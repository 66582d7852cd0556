/** What a staff member did, as the activity log names it (its `action` filter takes these). */
export const STAFF_ACTIONS = [
  'approve',
  'reject',
  'claim',
  'release-claim',
  'note',
  'unlist',
  'relist',
  'feature',
  'unfeature',
  'delete-bot',
  'resolve-report',
  'hide-review',
  'ban',
  'unban',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** One staff action of the activity log (read from the event and its actor metadata). */
export interface StaffActivityRow {
  /** The event's id. */
  id: string;
  at: string;
  staffId: string;
  staffName: string;
  action: StaffAction;
  botId: number | null;
  /** The bot's current name (bots read model); null when unknown. */
  botName: string | null;
  /** What was acted on: a submission, report, review or user id (the bot id for bot actions). */
  target: string;
  /** The reason, notes or note text; who was overridden. Empty when the event has none. */
  detail: string;
}

/** GET /api/admin/activity: newest first; `nextCursor` when there may be more. */
export interface StaffActivityPage {
  items: StaffActivityRow[];
  nextCursor: string | null;
}

export const STAFF_ACTIVITY_MAX_LIMIT = 100;
