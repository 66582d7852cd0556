import Database from 'better-sqlite3';
import type { EventToAppend } from '@botdir/event-store';

/** An event exactly as the SQLite log stores it: no upcasting, no metadata repair. */
export interface StoredEvent extends EventToAppend {
  streamId: string;
  revision: number;
  position: number;
}

interface Row {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

/**
 * Reads the embedded log's rows as stored, so a migration copies history as it was written
 * (a v1 BotSubmitted stays v1, and is upcast on read in its new home as in its old one).
 */
export class RawSqliteLog {
  private readonly db: Database.Database;
  private readonly page: Database.Statement<[number, number], Row>;
  private readonly firstKept: Database.Statement<[string], { revision: number }>;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.page = this.db.prepare(
      `SELECT position, event_id, stream_id, revision, type, data, metadata FROM events
       WHERE position > ? ORDER BY position LIMIT ?`,
    );
    this.firstKept = this.db.prepare(
      'SELECT MIN(revision) AS revision FROM events WHERE stream_id = ?',
    );
  }

  /** The revision of the stream's oldest kept event: above 0 when the stream was truncated. */
  firstRevision(streamId: string): number {
    return this.firstKept.get(streamId)?.revision ?? 0;
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n;
  }

  read(after: number, maxCount: number): StoredEvent[] {
    return this.page.all(after, maxCount).map((row) => ({
      id: row.event_id,
      streamId: row.stream_id,
      revision: row.revision,
      position: row.position,
      type: row.type,
      data: JSON.parse(row.data) as unknown,
      metadata: JSON.parse(row.metadata) as StoredEvent['metadata'],
    }));
  }

  close(): void {
    this.db.close();
  }
}
