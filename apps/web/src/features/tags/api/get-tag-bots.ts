import useSWR from 'swr';
import type { BotView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { firstViewOptions } from '@/lib/first-view-answers';
import { tagKeys } from '@/lib/query-keys/tag-keys';

export interface TagBots {
  tag: string;
  bots: BotView[];
}

const tagBotsPath = (tag: string) => `/api/tags/${encodeURIComponent(tag)}`;

export function getTagBots(tag: string): Promise<TagBots> {
  return apiGet<TagBots>(tagBotsPath(tag));
}

/** The live bots carrying a tag, as the server's first view answered them when it did. */
export function useTagBots(tag: string) {
  return useSWR<TagBots>(
    tagKeys.bots(tag),
    () => getTagBots(tag),
    firstViewOptions(tagBotsPath(tag)),
  );
}
