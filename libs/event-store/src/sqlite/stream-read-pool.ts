import type { SqliteEventRow } from './sqlite-event-row';
import type { StreamReadRequest } from './sqlite-statements';
import { StreamReadThread } from './stream-read-thread';

/**
 * Stream reads spread over a few read threads, each to the one with the fewest in flight: a read
 * that waits for the disk holds up only the reads queued behind it on its thread.
 */
export class StreamReadPool {
  private readonly threads: StreamReadThread[];

  constructor(
    file: string,
    size: number,
    makeThread = (path: string) => new StreamReadThread(path),
  ) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`A read pool needs at least one thread, got ${size}`);
    this.threads = Array.from({ length: size }, () => makeThread(file));
  }

  read(read: StreamReadRequest): Promise<SqliteEventRow[]> {
    let least = this.threads[0] as StreamReadThread;
    for (const thread of this.threads) if (thread.inFlight < least.inFlight) least = thread;
    return least.read(read);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
