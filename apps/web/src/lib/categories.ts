import useSWR from 'swr';
import { firstViewOptions } from './first-view-answers';
import type { CategoryView } from '@botdir/contracts';
import { apiGet } from './api-client';
import { categoryKeys } from './query-keys/category-keys';

export function getCategories(): Promise<CategoryView[]> {
  return apiGet<CategoryView[]>('/api/categories');
}

/** The category list, shared by every screen that names or picks categories. */
export function useCategories() {
  return useSWR<CategoryView[]>(
    categoryKeys.all,
    getCategories,
    firstViewOptions('/api/categories'),
  );
}

/** Looks up category names by id; unknown ids show as themselves. */
export function categoryNamer(categories: CategoryView[] | undefined): (id: string) => string {
  const names = new Map((categories ?? []).map((category) => [category.id, category.name]));
  return (id) => names.get(id) ?? id;
}
