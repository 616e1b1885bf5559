import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { taxonomyName } from '@shared/i18n/taxonomy-key';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A category, subcategory, trade or menu entry's English name (SPEC's words: what the API and
 * the URLs carry) in the page's language. Only the text a person reads changes: values, links and
 * form submissions keep the English name. A name the catalogs lack (a category from older data)
 * shows as it is rather than as its key.
 */
export const categoryNameIn = (_: Translate, name: string): string => taxonomyName(_, name);

/** `categoryNameIn` with the page's language: `const categoryName = useCategoryName(); categoryName(post.category)`. */
export function useCategoryName(): (name: string) => string {
  const { _ } = useLingui();
  return useCallback((name: string) => categoryNameIn(_, name), [_]);
}

/** What a gig category offers (the /gigs heading of a category), in the page's language. */
export const gigCategoryAbout = (_: Translate, value: string) => _(`taxonomy.about.${value}`);
