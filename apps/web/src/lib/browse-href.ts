/** The one results page: /browse with the search and category a visitor asked for. */
export function browseHref({ search, category }: { search?: string; category?: string }): string {
  const params = new URLSearchParams();
  const term = search?.trim();
  if (term) params.set('search', term);
  if (category) params.set('category', category);
  const query = params.toString();
  return query ? `/browse?${query}` : '/browse';
}
