import type { FlaggedReviewView, ReviewPage, ReviewSort, ReviewView } from '@botdir/contracts';
import { toReviewView, type ReviewDoc } from '../projections/reviews.projection';
import type { ListReviewsQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

const ORDER: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id DESC',
  helpful: 'helpful_count DESC, created_at DESC, id DESC',
};

const docsOf = (rows: unknown[]): ReviewDoc[] =>
  (rows as { doc: string }[]).map((row) => JSON.parse(row.doc) as ReviewDoc);

/** Written reviews of bots: the bot page's pages, the author's own, the flagged ones. */
export class SqliteBotReviewQueries {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  listReviews({ botId, sort, limit, offset }: ListReviewsQuery): ReviewPage {
    const from = `FROM ${this.t.reviews} WHERE bot_id = ? AND hidden = 0`;
    const page = `SELECT doc ${from} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`;
    const rows = this.statements.get(page).all(botId, limit, offset);
    const { total } = this.statements.get(`SELECT count(*) AS total ${from}`).get(botId) as {
      total: number;
    };
    return { reviews: docsOf(rows).map(toReviewView), page: 0, pageSize: limit, total };
  }

  authorReview(botId: number, authorId: string): ReviewView | null {
    const sql = `SELECT doc FROM ${this.t.reviews} WHERE bot_id = ? AND author_id = ?`;
    const [doc] = docsOf(this.statements.get(sql).all(botId, authorId));
    return doc ? toReviewView(doc) : null;
  }

  flaggedReviews(limit: number, offset: number): FlaggedReviewView[] {
    const sql = `SELECT doc FROM ${this.t.reviews} WHERE flag_count > 0 AND hidden = 0
      ORDER BY created_at DESC LIMIT ? OFFSET ?`;
    return docsOf(this.statements.get(sql).all(limit, offset)).map((doc) => ({
      ...toReviewView(doc),
      flagReasons: doc.flagReasons,
    }));
  }
}
