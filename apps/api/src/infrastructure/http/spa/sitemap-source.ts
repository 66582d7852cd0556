import type { BotReads, PublicBotEntry } from '@botdir/read-store';

/** A separate projector advances the api's position only while a command waits for it. */
const MAX_AGE_MS = 60_000;

/**
 * The public bots the sitemap lists, read once per projected position (and at least every
 * minute): crawlers asking for every sitemap page in turn cost one read-store query.
 */
export class SitemapSource {
  private cached: { position: number; at: number; entries: Promise<PublicBotEntry[]> } | null =
    null;

  constructor(
    private readonly readStore: Pick<BotReads, 'publicBotEntries'>,
    private readonly position: () => number,
  ) {}

  entries(): Promise<PublicBotEntry[]> {
    const position = this.position();
    const now = Date.now();
    if (this.cached?.position !== position || now - this.cached.at > MAX_AGE_MS) {
      const entries = this.readStore.publicBotEntries();
      this.cached = { position, at: now, entries };
      entries.catch(() => {
        if (this.cached?.entries === entries) this.cached = null;
      });
    }
    return this.cached.entries;
  }
}
