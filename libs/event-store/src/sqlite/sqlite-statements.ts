import type Database from 'better-sqlite3';
import { EVENT_COLUMNS, type SqliteEventRow } from './sqlite-event-row';

type Statement<Params extends unknown[], Row = unknown> = Database.Statement<Params, Row>;

export interface SqliteStatements {
  readStreamForwards: Statement<[string, number, number], SqliteEventRow>;
  readStreamBackwards: Statement<[string, number, number], SqliteEventRow>;
  readAll: Statement<[number, number], SqliteEventRow>;
  headPosition: Statement<[], { head: number }>;
}

/** The store's reads, prepared once per connection (appends: sqlite-append.ts). */
export function prepareStatements(db: Database.Database): SqliteStatements {
  return {
    readStreamForwards: db.prepare<[string, number, number], SqliteEventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ?
       ORDER BY revision ASC LIMIT ?`,
    ),
    readStreamBackwards: db.prepare<[string, number, number], SqliteEventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision <= ?
       ORDER BY revision DESC LIMIT ?`,
    ),
    readAll: db.prepare<[number, number], SqliteEventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position ASC LIMIT ?`,
    ),
    headPosition: db.prepare<[], { head: number }>(
      'SELECT COALESCE(MAX(position), 0) AS head FROM events',
    ),
  };
}

/** SQLite reads a negative LIMIT as "no limit". */
export const NO_LIMIT = -1;

/** One stream read, as the statements take it: `limit` is SQLite's (negative: no limit). */
export interface StreamReadRequest {
  streamId: string;
  backwards: boolean;
  fromRevision: number;
  limit: number;
}

/** Runs one stream read on a connection's statements (the main one's or a read thread's). */
export function readStreamRows(
  statements: SqliteStatements,
  read: StreamReadRequest,
): SqliteEventRow[] {
  const { streamId, fromRevision, limit } = read;
  return read.backwards
    ? statements.readStreamBackwards.all(streamId, fromRevision, limit)
    : statements.readStreamForwards.all(streamId, fromRevision, limit);
}
