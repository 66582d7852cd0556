import type {
  DirectoryEventOf,
  DirectoryEventType,
  RecordedEvent,
  StaffAction,
  StaffActivityPage,
  StaffActivityRow,
} from '@botdir/contracts';
import type { Projection } from './projection';

/** One row per staff action; `sequence` (the event's position) orders the log and pages it. */
export interface StaffActivityDoc extends Omit<StaffActivityRow, 'botName'> {
  sequence: number;
}

type Entry = Pick<StaffActivityRow, 'action' | 'target' | 'detail'> & { botId: number | null };
type Describe<T extends DirectoryEventType> = (
  event: RecordedEvent<DirectoryEventOf<T>>,
) => Entry | null;

const overrode = (of?: string) => (of ? ` (overrode the claim of ${of})` : '');

/**
 * Every event a staff member causes, and how the log shows it: adding one is one line. Null: the
 * event was not a staff action (an owner deleting their own bot).
 */
const STAFF_EVENTS: { [T in DirectoryEventType]?: Describe<T> } = {
  SubmissionReviewed: ({ data }) => ({
    action: data.decision === 'approved' ? 'approve' : 'reject',
    botId: data.botId,
    target: data.submissionId,
    detail: `${data.notes}${overrode(data.overrodeClaimOf)}`.trim(),
  }),
  SubmissionClaimed: ({ data }) => sub('claim', data, `until ${data.claimedUntil}`),
  SubmissionClaimReleased: ({ data }) => sub('release-claim', data, ''),
  SubmissionNoteAdded: ({ data }) => sub('note', data, data.note),
  BotUnlisted: ({ data }) => bot('unlist', data.botId, data.reason),
  BotRelisted: ({ data }) => bot('relist', data.botId, data.reason),
  BotFeatured: ({ data }) => bot(data.featured ? 'feature' : 'unfeature', data.botId, ''),
  BotDeleted: ({ data }) => (data.byStaff ? bot('delete-bot', data.botId, '') : null),
  ReportResolved: ({ data }) => ({
    action: 'resolve-report',
    botId: data.botId,
    target: data.reportId,
    detail: `${data.action}${data.reason ? `: ${data.reason}` : ''}`,
  }),
  ReviewHidden: ({ data }) => ({
    action: 'hide-review',
    botId: data.botId,
    target: data.reviewId,
    detail: data.reason,
  }),
  UserBanned: ({ data }) => user('ban', data.userId, `${data.reason}${until(data.until)}`),
  UserUnbanned: ({ data }) => user('unban', data.userId, data.reason ?? ''),
};

const until = (at: string | null) => (at ? ` (until ${at})` : '');

function user(action: StaffAction, userId: string, detail: string): Entry {
  return { action, botId: null, target: userId, detail };
}

function sub(
  action: StaffAction,
  data: { submissionId: string; botId: number },
  detail: string,
): Entry {
  return { action, botId: data.botId, target: data.submissionId, detail };
}

function bot(action: StaffAction, botId: number, detail: string): Entry {
  return { action, botId, target: String(botId), detail };
}

const STAFF_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(STAFF_EVENTS));

function describe(event: RecordedEvent): Entry | null {
  const of = STAFF_EVENTS[event.type] as Describe<DirectoryEventType> | undefined;
  return of ? of(event) : null;
}

/** The staff activity log: a document per staff event (keyed by its id), never changed after. */
export const staffActivityProjection: Projection<StaffActivityDoc> = {
  name: 'staff-activity',
  eventTypes: STAFF_EVENT_TYPES,
  keyOf: (event) => (STAFF_EVENT_TYPES.has(event.type) ? event.id : null),
  evolve: (doc, event) => {
    const entry = describe(event);
    if (!entry) return doc;
    const { actor, occurredAt } = event.metadata;
    return {
      id: event.id,
      at: occurredAt,
      staffId: actor.id,
      staffName: actor.name,
      ...entry,
      sequence: event.position,
    };
  },
};

/** A page of the log from up to `limit + 1` rows newest first (the extra one says there is more). */
export function toStaffActivityPage(
  rows: readonly { doc: StaffActivityDoc; botName: string | null }[],
  limit: number,
): StaffActivityPage {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ doc: { sequence: _sequence, ...row }, botName }) => ({ ...row, botName })),
    nextCursor: rows.length > limit && last ? String(last.doc.sequence) : null,
  };
}
