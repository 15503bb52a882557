import type { SearchAnswer } from '@contract/bible';
import { SEARCH_DEFAULT_LIMIT } from '@contract/bible-books';
import { useQuery } from '@tanstack/react-query';

/** The error a failed search shows. */
export const SEARCH_ERROR = 'Failed to search Bible';

export async function searchBible(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q: query, limit: String(SEARCH_DEFAULT_LIMIT) });
  const res = await fetch(`/api/bible/search?${params.toString()}`, {
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw new Error(SEARCH_ERROR);
  return (await res.json()) as SearchAnswer;
}

/** Runs only when the trimmed query is not empty; at most 20 verses. */
export function useBibleSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['/api/bible/search', trimmed],
    queryFn: ({ signal }) => searchBible(trimmed, signal),
    enabled: trimmed.length > 0,
  });
}
