import * as yup from 'yup';
import { invalidInput } from '../common/domain-error';
import { PLATFORM_LIMITS } from './bot-platform';

const count = (name: string) =>
  yup
    .number()
    .typeError(`${name} must be a whole number`)
    .integer(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(Number.MAX_SAFE_INTEGER, `${name} is too large`)
    .nullable()
    .optional();

/**
 * The stats bodies bot developers already send to other lists: `{server_count, shard_count?,
 * shard_id?, shards?}`, `{serverCount, shardCount?}` and `{guilds, users?}`. Other fields are
 * ignored (SDKs send extras), so a client written for another list works unchanged.
 */
export const botStatsSchema = yup
  .object({
    server_count: count('server_count'),
    shard_count: count('shard_count'),
    shard_id: count('shard_id'),
    shards: yup
      .array(
        yup
          .number()
          .typeError('shards[] must be whole numbers')
          .integer('shards[] must be whole numbers')
          .min(0, 'shards[] must be 0 or more')
          .max(Number.MAX_SAFE_INTEGER, 'shards[] is too large')
          .required('shards[] must be whole numbers'),
      )
      .typeError('shards must be an array of whole numbers')
      .max(PLATFORM_LIMITS.shardsMax, `shards may list at most ${PLATFORM_LIMITS.shardsMax}`)
      .nullable()
      .optional(),
    serverCount: count('serverCount'),
    shardCount: count('shardCount'),
    guilds: count('guilds'),
    users: count('users'),
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
  if (shardId !== null && shardId >= PLATFORM_LIMITS.shardsMax) {
    throw invalidInput('STATS.INVALID', `shard_id must be below ${PLATFORM_LIMITS.shardsMax}.`, {
      shard_id: `shard_id must be below ${PLATFORM_LIMITS.shardsMax}`,
    });
  }
  return { serverCount, shardId, shardCount, shards, userCount: given(body.users) };
}
