/**
 * A stream read thread (started by StreamReadThread): its own read-only connection to the log
 * answers stream reads, so a page the kernel has to fetch from the disk waits here, not on the
 * main thread's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { prepareStatements, readStreamRows, type SqliteStatements } from './sqlite-statements';
import { toTransferable } from './error-transfer';
import type { StreamReadRequest } from './sqlite-statements';
import type { FromStreamReadWorker, ToStreamReadWorker } from './stream-read-protocol';

const port = parentPort;
if (!port) throw new Error('stream-read-worker runs only as a worker thread');

// The main connection created the schema and set WAL before any read was posted.
const db = new Database((workerData as { file: string }).file);
db.pragma('busy_timeout = 10000');
db.pragma('query_only = 1');
// Prepared with the first read, so a log without the schema fails that read, not the thread.
let prepared: SqliteStatements | null = null;

function rowsOf(read: StreamReadRequest) {
  return readStreamRows((prepared ??= prepareStatements(db)), read);
}

port.on('message', (message: ToStreamReadWorker) => {
  if (message.type === 'close') {
    db.close();
    port.close();
    return;
  }
  let reply: FromStreamReadWorker;
  try {
    reply = { type: 'rows', id: message.id, rows: rowsOf(message.read) };
  } catch (error) {
    reply = { type: 'failed', id: message.id, error: toTransferable(error) };
  }
  port.postMessage(reply);
});
