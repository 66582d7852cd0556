import type { SubmissionView, UserBotView } from '@botdir/contracts';
import type { BotDoc } from '../projections/bots.projection';
import { toSubmissionView, type SubmissionDoc } from '../projections/submissions.projection';
import { toUserBotView } from '../projections/views';
import type { ListSubmissionsQuery } from '../read-store.port';
import { BOT_COLUMNS, type BotRow } from './sqlite-bot-queries';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** `%`, `_` and the escape itself taken literally by LIKE ... ESCAPE '\\'. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff and owner views: submissions, and an owner's own bots. */
export class SqliteOwnerQueries {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  listSubmissions(query: ListSubmissionsQuery): SubmissionView[] {
    const conditions: string[] = [];
    const params: Record<string, string | number> = { limit: query.limit, offset: query.offset };
    if (query.status) {
      const unlisted = `json_extract(doc, '$.botId') IN (SELECT id FROM ${this.t.bots} WHERE status = 'unlisted')`;
      conditions.push('status = @status');
      params['status'] = query.status === 'unlisted' ? 'approved' : query.status;
      if (query.status === 'unlisted') conditions.push(unlisted);
      if (query.status === 'approved') conditions.push(`NOT ${unlisted}`);
    }
    if (query.search) {
      conditions.push(
        `(json_extract(doc, '$.botData') LIKE @search ESCAPE '\\'
          OR json_extract(doc, '$.submitterName') LIKE @search ESCAPE '\\')`,
      );
      params['search'] = `%${likeEscaped(query.search)}%`;
    }
    if (query.reviewedSince) {
      conditions.push(`json_extract(doc, '$.reviewedAt') >= @reviewedSince`);
      params['reviewedSince'] = query.reviewedSince;
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    // The review queue is first in, first out: pending submissions read oldest first.
    const order = query.status === 'pending' ? 'ASC' : 'DESC';
    return this.submissionsWhere(
      `${where} ORDER BY sequence ${order} LIMIT @limit OFFSET @offset`,
      params,
    );
  }

  getSubmission(id: string): SubmissionView | null {
    return this.submissionsWhere('WHERE id = ?', id)[0] ?? null;
  }

  userSubmissions(userId: string): SubmissionView[] {
    return this.submissionsWhere('WHERE submitter_id = ? ORDER BY sequence DESC', userId);
  }

  userBots(userId: string): UserBotView[] {
    const rows = this.statements
      .get(
        `SELECT ${BOT_COLUMNS} FROM ${this.t.bots} b
         WHERE (b.owner_id = @userId
             OR b.id IN (SELECT bot_id FROM ${this.t.botHolders} WHERE user_id = @userId))
           AND b.status IN ('live', 'pending') ORDER BY b.created_at DESC, b.id DESC`,
      )
      .all({ userId }) as BotRow[];
    return rows.flatMap((row) => toUserBotView(JSON.parse(row.doc) as BotDoc, row, userId) ?? []);
  }

  private submissionsWhere(clause: string, params: unknown): SubmissionView[] {
    const sql = `SELECT doc FROM ${this.t.submissions} ${clause}`;
    const rows = this.statements.get(sql).all(params) as { doc: string }[];
    return rows.map((row) => toSubmissionView(JSON.parse(row.doc) as SubmissionDoc));
  }
}
