/**
 * The commit thread (started by CommitThread): owns a second write connection to the log and runs
 * each group's transaction, so the COMMIT and its fsync never hold the main thread's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { prepareEventLog } from './sqlite-schema';
import { groupCommitterFor } from './commit-group';
import { toTransferable } from './error-transfer';
import type { ToCommitWorker, FromCommitWorker } from './commit-protocol';

const port = parentPort;
if (!port) throw new Error('commit-worker runs only as a worker thread');

const db = new Database((workerData as { file: string }).file);
prepareEventLog(db);
const commit = groupCommitterFor(db);

port.on('message', (message: ToCommitWorker) => {
  if (message.type === 'close') {
    db.close();
    port.close();
    return;
  }
  let reply: FromCommitWorker;
  try {
    const committed = commit(message.group);
    reply = {
      type: 'committed',
      commitMs: committed.commitMs,
      threadId: committed.threadId,
      outcomes: committed.outcomes.map((outcome) =>
        'error' in outcome ? { error: toTransferable(outcome.error) } : outcome,
      ),
    };
  } catch (error) {
    reply = { type: 'failed', error: toTransferable(error) };
  }
  port.postMessage(reply);
});
