import type { UncheckedEvent } from '@botdir/contracts';
import type Database from 'better-sqlite3';
import { counterEntries, digestOf, type DigestEntry } from '../projections/digest';
import type { Projection } from '../projections/projection';
import { projectionNamed } from '../projections/projections';
import { runBatch, type BatchOutcome } from '../projections/run-batch';
import type { DeadLetter } from '../read-store.port';
import { ProjectionGapError } from '../apply-following';
import type { SqliteDocStore } from './sqlite-doc-store';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** Applies batches in one transaction each, with checkpoints and dead letters beside the writes. */
export class SqliteProjector {
  constructor(
    private readonly db: Database.Database,
    private readonly t: TableNames,
    private readonly sql: StatementCache,
    private readonly docs: SqliteDocStore,
    private readonly projections: readonly Projection<unknown>[],
    private readonly clock: () => Date,
  ) {}

  /** `after`: the batch's exclusive start in the log, checked in the batch's own transaction. */
  applyEvents(events: readonly UncheckedEvent[], after?: number): void {
    if (events.length === 0) return;
    const at = this.clock().toISOString();
    this.db
      .transaction(() => {
        const start = this.checkpoints();
        const lowest = Math.min(...this.projections.map(({ name }) => start[name] ?? 0));
        if (after !== undefined && lowest < after) throw new ProjectionGapError(lowest, after);
        const outcome = runBatch(events, this.projections, start, this.docs.load, at);
        this.persist(outcome, events);
      })
      .immediate();
  }

  /** This store's projections only: a shadow's table may hold rows of another replay. */
  checkpoints(): Record<string, number> {
    const rows = this.sql.get(`SELECT projection, position FROM ${this.t.checkpoints}`).all() as {
      projection: string;
      position: number;
    }[];
    const mine = new Set(this.projections.map((projection) => projection.name as string));
    return Object.fromEntries(
      rows.filter((row) => mine.has(row.projection)).map((row) => [row.projection, row.position]),
    );
  }

  deadLetters(): DeadLetter[] {
    return this.sql
      .get(
        `SELECT projection, position, event_id AS eventId, type, error, at
         FROM ${this.t.deadLetters} ORDER BY position, projection`,
      )
      .all() as DeadLetter[];
  }

  retryDeadLetter(projection: string, position: number): boolean {
    const target = projectionNamed(projection);
    const row = this.sql
      .get(`SELECT event FROM ${this.t.deadLetters} WHERE projection = ? AND position = ?`)
      .get(projection, position) as { event: string } | undefined;
    if (!target || !row) return false;
    const event = JSON.parse(row.event) as UncheckedEvent;
    const at = this.clock().toISOString();
    return this.db
      .transaction(() => {
        const start = { [projection]: position - 1 };
        const outcome = runBatch([event], [target], start, this.docs.load, at);
        const current = this.checkpoints()[projection] ?? 0;
        outcome.checkpoints[projection] = Math.max(current, position);
        if (outcome.deadLetters.length === 0) this.removeDeadLetter(projection, position);
        this.persist(outcome, [event]);
        return outcome.deadLetters.length === 0;
      })
      .immediate();
  }

  removeDeadLetter(projection: string, position: number): boolean {
    const sql = `DELETE FROM ${this.t.deadLetters} WHERE projection = ? AND position = ?`;
    return this.sql.get(sql).run(projection, position).changes > 0;
  }

  digest(): string {
    const entries: DigestEntry[] = [];
    const models = [
      ['bots', `SELECT id AS key, doc FROM ${this.t.bots}`],
      ['submissions', `SELECT id AS key, doc FROM ${this.t.submissions}`],
      ['ratings', `SELECT bot_id AS key, doc FROM ${this.t.ratings}`],
      [
        'invite-activity',
        `SELECT bot_id || ':' || visitor AS key,
           json_object('botId', bot_id, 'visitor', visitor, 'lastDay', last_day) AS doc
         FROM ${this.t.inviteActivity}`,
      ],
      ['analytics', `SELECT bot_id || ':' || day AS key, doc FROM ${this.t.analytics}`],
      ['webhooks', `SELECT bot_id AS key, doc FROM ${this.t.webhooks}`],
      ['webhook-deliveries', `SELECT id AS key, doc FROM ${this.t.webhookDeliveries}`],
      ['reports', `SELECT id AS key, doc FROM ${this.t.reports}`],
      ['notifications', `SELECT user_id AS key, doc FROM ${this.t.notifications}`],
      ['notification-webhooks', `SELECT user_id AS key, doc FROM ${this.t.notificationWebhooks}`],
      ['bot-history', `SELECT bot_id AS key, doc FROM ${this.t.botHistory}`],
      ['developer-pages', `SELECT user_id AS key, doc FROM ${this.t.developerPages}`],
      ['bans', `SELECT user_id AS key, doc FROM ${this.t.bans}`],
      ['reviews', `SELECT id AS key, doc FROM ${this.t.reviews}`],
      ['staff-activity', `SELECT id AS key, doc FROM ${this.t.staffActivity}`],
      ['canned-reasons', `SELECT id AS key, doc FROM ${this.t.cannedReasons}`],
      ['vote-reminders', `SELECT key, doc FROM ${this.t.voteReminders}`],
    ] as const;
    for (const [model, query] of models) {
      for (const row of this.sql.get(query).iterate() as Iterable<{ key: unknown; doc: string }>) {
        entries.push({ model, key: String(row.key), content: JSON.parse(row.doc) });
      }
    }
    entries.push(...counterEntries(this.counters()));
    return digestOf(entries);
  }

  counters(): Map<string, number> {
    const rows = this.sql.get(`SELECT key, value FROM ${this.t.counters}`).all() as {
      key: string;
      value: number;
    }[];
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  private persist(outcome: BatchOutcome, events: readonly UncheckedEvent[]): void {
    this.docs.write(outcome.changes);
    const letter = this.sql.get(`
      INSERT OR REPLACE INTO ${this.t.deadLetters} (projection, position, event_id, type, error, at, event)
      VALUES (@projection, @position, @eventId, @type, @error, @at, @event)`);
    for (const dead of outcome.deadLetters) {
      const event = events.find((candidate) => candidate.position === dead.position);
      letter.run({ ...dead, event: JSON.stringify(event) });
    }
    const checkpoint = this.sql.get(`
      INSERT INTO ${this.t.checkpoints} (projection, position) VALUES (?, ?)
      ON CONFLICT (projection) DO UPDATE SET position = max(position, excluded.position)`);
    for (const [projection, position] of Object.entries(outcome.checkpoints)) {
      checkpoint.run(projection, position);
    }
  }
}
