import { numberedSlug, slugFromName } from '@botdir/contracts';
import type { BotReads } from '@botdir/read-store';

/** Past this many numbered tries the bot's id makes the slug unique. */
const MAX_NUMBERED_TRIES = 50;

/**
 * The slug a bot gets at approval: from its name, then `-2`, `-3`… while another bot holds it (a
 * slug a bot ever held stays its own). Checked against the read model, so two approvals racing
 * within its lag can pick the same one: the earlier bot then keeps the address (docs/rules.md).
 */
export async function freeSlugFor(
  reads: Pick<BotReads, 'resolveBotRef'>,
  botId: number,
  name: string,
): Promise<string> {
  const base = slugFromName(name, botId);
  for (let n = 1; n <= MAX_NUMBERED_TRIES; n++) {
    const slug = numberedSlug(base, n);
    const holder = await reads.resolveBotRef({ kind: 'slug', slug });
    if (holder === null || holder === botId) return slug;
  }
  return numberedSlug(base, botId);
}
