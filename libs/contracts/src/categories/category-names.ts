import { CATEGORY_CATALOGUE } from './category-catalogue';

const ID_BY_KEY = new Map<string, string>(
  CATEGORY_CATALOGUE.flatMap((category) => [
    [category.id.toLowerCase(), category.id],
    [category.name.toLowerCase(), category.id],
  ]),
);
const NAME_BY_ID = new Map(CATEGORY_CATALOGUE.map((category) => [category.id, category.name]));

/** A category id or name, in any case, to its id; null when the catalogue has no such category. */
export function resolveCategoryId(idOrName: string): string | null {
  return ID_BY_KEY.get(idOrName.trim().toLowerCase()) ?? null;
}

/** The display names of category ids, in the same order (an unknown id stays as it is). */
export function categoryNamesOf(ids: readonly string[]): string[] {
  return ids.map((id) => NAME_BY_ID.get(id) ?? id);
}

/** An answer keeps the category ids and shows their names beside them. */
export type WithCategoryNames<T> = T & { categoryNames: string[] };

/** A view with `categories` ids gains `categoryNames` beside them. */
export function withCategoryNames<T extends { categories: string[] }>(
  view: T,
): WithCategoryNames<T> {
  return { ...view, categoryNames: categoryNamesOf(view.categories) };
}
