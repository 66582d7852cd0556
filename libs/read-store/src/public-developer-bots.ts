import type { BotView } from '@botdir/contracts';
import type { BotReads } from './read-ports';

/** A developer's live bots as the public sees them: none when they hid their page. */
export async function publicDeveloperBots(
  reads: Pick<BotReads, 'developerBots' | 'developerPageHidden'>,
  userId: string,
): Promise<BotView[]> {
  const [bots, hidden] = await Promise.all([
    reads.developerBots(userId),
    reads.developerPageHidden(userId),
  ]);
  return hidden ? [] : bots;
}
