import * as yup from 'yup';
import { invalidInput } from '../common/domain-error';
import { PLATFORM_LIMITS } from './bot-platform';

const { shardsMax, serverCountMax, userCountMax } = PLATFORM_LIMITS;

/** A whole number from 0 to `max`: every count a bot posts is bounded by its meaning. */
const bounded = (name: string, max: number) =>
  yup
    .number()
    .typeError(`${name} must be a whole number`)
    .integer(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(max, `${name} must be at most ${max.toLocaleString('en-US')}`);

const count = (name: string, max: number) => bounded(name, max).nullable().optional();

/**
 * `shards`: at most `shardsMax` whole numbers from 0 to `serverCountMax`, checked in one pass that
 * stops at the first bad entry (per-item yup schemas cost up to a second on 10,000 bad entries).
 */
function shardCountsProblem(this: yup.TestContext, value: unknown): true | yup.ValidationError {
  if (value === undefined || value === null) return true;
  if (!Array.isArray(value)) return this.createError();
  if (value.length > shardsMax) {
    return this.createError({ message: `shards may list at most ${shardsMax}` });
  }
  const max = serverCountMax.toLocaleString('en-US');
  for (let index = 0; index < value.length; index += 1) {
    const entry: unknown = value[index];
    const path = `shards[${index}]`;
    if (typeof entry !== 'number' || !Number.isInteger(entry)) {
      return this.createError({ path, message: `${path} must be a whole number` });
    }
    if (entry < 0) return this.createError({ path, message: `${path} must be 0 or more` });
    if (entry > serverCountMax) {
      return this.createError({ path, message: `${path} must be at most ${max}` });
    }
  }
  return true;
}

/**
 * The stats bodies bot developers already send to other lists: `{server_count, shard_count?,
 * shard_id?, shards?}`, `{serverCount, shardCount?}` and `{guilds, users?}`. Other fields are
 * ignored (SDKs send extras), so a client written for another list works unchanged.
 */
export const botStatsSchema = yup
  .object({
    server_count: count('server_count', serverCountMax),
    shard_count: count('shard_count', shardsMax),
    shard_id: count('shard_id', shardsMax - 1),
    shards: yup
      .mixed<number[]>()
      .test('shard-counts', 'shards must be an array of whole numbers', shardCountsProblem)
      .meta({
        jsonSchema: {
          type: 'array',
          maxItems: shardsMax,
          items: { type: 'integer', minimum: 0, maximum: serverCountMax },
        },
      })
      .nullable()
      .optional(),
    serverCount: count('serverCount', serverCountMax),
    shardCount: count('shardCount', shardsMax),
    guilds: count('guilds', serverCountMax),
    users: count('users', userCountMax),
  })
  .typeError('The body must be a JSON object');

export type BotStatsBody = yup.InferType<typeof botStatsSchema>;

/** One stats post in one shape: the whole bot, one shard of it, or every shard listed. */
export interface StatsPost {
  /** The bot's (or, with `shardId`, that shard's) server count; absent when `shards` is given. */
  serverCount: number | null;
  shardId: number | null;
  shardCount: number | null;
  shards: number[] | null;
  userCount: number | null;
}

const sumOf = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

const given = (value: number | null | undefined): number | null => value ?? null;

/** Normalises the accepted shapes; a post must carry some server count. */
export function toStatsPost(body: BotStatsBody): StatsPost {
  const shards = body.shards && body.shards.length > 0 ? body.shards : null;
  const serverCount = given(body.server_count ?? body.serverCount ?? body.guilds);
  if (serverCount === null && shards === null) {
    throw invalidInput('STATS.INVALID', 'Send server_count (or serverCount, guilds, shards).', {
      server_count: 'server_count is required',
    });
  }
  const shardId = given(body.shard_id);
  const shardCount = given(body.shard_count ?? body.shardCount);
  if (shardId !== null && shardCount !== null && shardId >= shardCount) {
    throw invalidInput('STATS.INVALID', 'shard_id must be below shard_count.', {
      shard_id: 'shard_id must be below shard_count',
    });
  }
  if (shards !== null && shardCount !== null && shards.length > shardCount) {
    throw invalidInput('STATS.INVALID', 'shards may list at most shard_count counts.', {
      shards: 'shards may list at most shard_count counts',
    });
  }
  if (shards !== null && sumOf(shards) > serverCountMax) {
    throw invalidInput('STATS.INVALID', `The shards add up to more than ${serverCountMax}.`, {
      shards: `the shards must add up to at most ${serverCountMax}`,
    });
  }
  return { serverCount, shardId, shardCount, shards, userCount: given(body.users) };
}
