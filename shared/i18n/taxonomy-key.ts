// Apart from shared/taxonomy.ts: the footer is in the first script (it has a size budget) and
// needs only this, not the trades' lists.

/**
 * The catalog key of a category, trade or menu name (shared/i18n/messages/<locale>/taxonomy.json):
 * the English name itself is the value the API, the forms and the URLs carry, so screens look its
 * words up by it ("UI/UX Design" is `taxonomy.ui-ux-design`) and show it as it is when none exists.
 */
export const taxonomyKey = (name: string) =>
  `taxonomy.${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * A category, trade or menu name in a language, given that language's `translate` (Lingui's `_`
 * on the web, the server's `translate`): its catalog text, or the name as it is when no catalog
 * names it (a category from older data), never the key.
 */
export function taxonomyName(translate: (key: string) => string, name: string): string {
  const key = taxonomyKey(name);
  const text = translate(key);
  return text === key ? name : text;
}
