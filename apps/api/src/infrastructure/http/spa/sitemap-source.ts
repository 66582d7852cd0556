import type { BotReads, PublicBotEntry } from '@botdir/read-store';

/** A separate projector advances the api's position only while a command waits for it. */
const MAX_AGE_MS = 60_000;
/** The pages sitemap lists at most this many tag pages (of live bots, by name). */
export const SITEMAP_TAGS_MAX = 5_000;

export interface SitemapEntries {
  bots: PublicBotEntry[];
  tags: string[];
}

/**
 * The public bots and tags the sitemap lists, read once per projected position (and at least
 * every minute): crawlers asking for every sitemap page in turn cost one read of each.
 */
export class SitemapSource {
  private cached: { position: number; at: number; entries: Promise<SitemapEntries> } | null = null;

  constructor(
    private readonly readStore: Pick<BotReads, 'publicBotEntries' | 'publicTags'>,
    private readonly position: () => number,
  ) {}

  entries(): Promise<SitemapEntries> {
    const position = this.position();
    const now = Date.now();
    if (this.cached?.position !== position || now - this.cached.at > MAX_AGE_MS) {
      const entries = Promise.all([
        this.readStore.publicBotEntries(),
        this.readStore.publicTags(SITEMAP_TAGS_MAX),
      ]).then(([bots, tags]) => ({ bots, tags }));
      this.cached = { position, at: now, entries };
      entries.catch(() => {
        if (this.cached?.entries === entries) this.cached = null;
      });
    }
    return this.cached.entries;
  }
}
