import useSWR from 'swr';
import type { BotView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { firstViewOptions } from '@/lib/first-view-answers';
import { developerKeys } from '@/lib/query-keys/developer-keys';

export interface DeveloperPage {
  user: { id: string; username: string };
  bots: BotView[];
  totals: { servers: number; votes: number; rating: number; ratingCount: number };
}

const developerPath = (userId: string) => `/api/users/${userId}`;

export function getDeveloperPage(userId: string): Promise<DeveloperPage> {
  return apiGet<DeveloperPage>(developerPath(userId));
}

/** A developer's live bots and totals, as the server's first view answered them when it did. */
export function useDeveloperPage(userId: string) {
  return useSWR<DeveloperPage>(
    developerKeys.page(userId),
    () => getDeveloperPage(userId),
    firstViewOptions(developerPath(userId)),
  );
}
