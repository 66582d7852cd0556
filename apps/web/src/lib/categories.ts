import useSWR from 'swr';
import type { CategoryView } from '@botdir/contracts';
import { apiGet } from './api-client';

export const CATEGORIES_KEY = '/api/categories';

export function getCategories(): Promise<CategoryView[]> {
  return apiGet<CategoryView[]>(CATEGORIES_KEY);
}

/** The category list, shared by every screen that names or picks categories. */
export function useCategories() {
  return useSWR<CategoryView[]>(CATEGORIES_KEY, getCategories);
}

/** Looks up category names by id; unknown ids show as themselves. */
export function categoryNamer(categories: CategoryView[] | undefined): (id: string) => string {
  const names = new Map((categories ?? []).map((category) => [category.id, category.name]));
  return (id) => names.get(id) ?? id;
}
