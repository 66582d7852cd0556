import { randomUUID } from 'node:crypto';
import { UnrecoverableError, Worker, type JobsOptions, type Queue } from 'bullmq';
import Redis from 'ioredis';

/**
 * Faults a test injects into a real redis-server and the BullMQ queues on it (the kit of issue #23).
 * The server itself is stopped and restarted with OwnRedis (apps/projector/src/bench/own-redis.ts).
 */

/**
 * Cuts every other client's connection (`CLIENT KILL TYPE normal`, sent through a connection of
 * its own): the commands in flight, BullMQ's blocking fetches and lock renewals included, see
 * their socket close, as in a network blip. Returns how many connections were cut.
 */
export async function cutConnections(redisUrl: string): Promise<number> {
  const admin = new Redis(redisUrl, { maxRetriesPerRequest: 0, lazyConnect: true });
  try {
    await admin.connect();
    return Number(await admin.client('KILL', 'TYPE', 'normal', 'SKIPME', 'yes'));
  } finally {
    admin.disconnect();
  }
}

/**
 * The same job added twice, as two replicas (or a sweep and a reaction) would: once under `jobId`
 * and once under another id, so BullMQ keeps both and both run.
 */
export async function addTwice(
  queue: Queue,
  name: string,
  data: unknown,
  options: JobsOptions & { jobId: string },
): Promise<void> {
  await queue.add(name, data, options);
  await queue.add(name, data, { ...options, jobId: `${options.jobId}-again` });
}

/**
 * Takes every job waiting on `queue` as a worker of its own and fails it for good (BullMQ's
 * UnrecoverableError: no retry left), as a job that spent its attempts ends. The queue's own
 * workers should be paused meanwhile, or they take some first. Returns the failed jobs' ids.
 */
export async function failWaitingJobs(queue: Queue, redisUrl: string): Promise<string[]> {
  const worker = new Worker(queue.name, null, {
    connection: { url: redisUrl, maxRetriesPerRequest: null },
    prefix: queue.opts.prefix,
    autorun: false,
  });
  const token = randomUUID();
  const failed: string[] = [];
  try {
    for (let job = await worker.getNextJob(token, { block: false }); job;) {
      await job.moveToFailed(new UnrecoverableError('fault injected: the job failed'), token);
      failed.push(String(job.id));
      job = await worker.getNextJob(token, { block: false });
    }
  } finally {
    await worker.close();
  }
  return failed;
}
