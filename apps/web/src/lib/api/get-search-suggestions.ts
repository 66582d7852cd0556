import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { searchKeys } from '@/lib/query-keys/search-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface SearchSuggestions {
  bots: { id: number; name: string }[];
  terms: string[];
}

/** The api's bound on the text (longer is refused): no suggestions are asked for past it. */
const TEXT_MAX = 100;
/** At most one request per this many milliseconds of typing. */
const DEBOUNCE_MS = 150;

export function getSearchSuggestions(text: string): Promise<SearchSuggestions> {
  return apiGet<SearchSuggestions>(`/api/search/suggest${queryString({ q: text })}`);
}

/** Suggestions for the text once typing pauses; each text's answer is cached (SWR). */
export function useSearchSuggestions(text: string) {
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const asked = settled !== '' && settled.length <= TEXT_MAX ? settled : null;
  const answer = useSWR<SearchSuggestions>(
    asked === null ? null : searchKeys.suggestions(asked),
    () => getSearchSuggestions(asked ?? ''),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return asked === null ? undefined : answer.data;
}
