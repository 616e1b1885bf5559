import { useCallback } from 'react';
import { useEnglishFinder } from '@web/lib/i18n';

/**
 * An order timeline event's stored English message (`"$250 refunded"`, `"Back to delivered"`) in
 * the page's language, by the `orders.stored.*` texts and patterns, as refusals are found; the
 * person's words in it (a title, a reason) are carried as they are. Undefined when none holds it.
 */
export function useStoredWords() {
  const find = useEnglishFinder('orders.stored.');
  return useCallback(
    (english: string) => {
      const found = find(english);
      return found === english ? undefined : found;
    },
    [find],
  );
}
