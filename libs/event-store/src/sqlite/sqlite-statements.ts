import type Database from 'better-sqlite3';
import { EVENT_COLUMNS, type SqliteEventRow } from './sqlite-event-row';
import type { StoredEventRef } from '../idempotent-retry';

type Statement<Params extends unknown[], Row = unknown> = Database.Statement<Params, Row>;

export interface SqliteStatements {
  lastRevision: Statement<[string], { revision: number; position: number }>;
  findByIds: Statement<[string], StoredEventRef>;
  insert: Statement<[string, string, number, string, string, string]>;
  readStreamForwards: Statement<[string, number, number], SqliteEventRow>;
  readStreamBackwards: Statement<[string, number, number], SqliteEventRow>;
  readAll: Statement<[number, number], SqliteEventRow>;
  headPosition: Statement<[], { head: number }>;
}

/** Every query of the store, prepared once per connection. */
export function prepareStatements(db: Database.Database): SqliteStatements {
  return {
    lastRevision: db.prepare<[string], { revision: number; position: number }>(
      'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ),
    /** The ids are passed as one JSON array, so one statement serves appends of any size. */
    findByIds: db.prepare<[string], StoredEventRef>(
      `SELECT event_id AS id, stream_id AS streamId, revision, position FROM events
       WHERE event_id IN (SELECT value FROM json_each(?))`,
    ),
    insert: db.prepare<[string, string, number, string, string, string]>(
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
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
