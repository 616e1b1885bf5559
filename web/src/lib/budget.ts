import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useFormatMoney } from '@web/lib/i18n';
import { formatBudget } from '@web/lib/money';

/** A job budget in the page's language: "$100–$200" in English, "100 US$–200 US$" in Spanish, "More than" translated. */
export function useFormatBudget() {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  return useCallback(
    (range: string) =>
      formatBudget(
        range,
        (dollars) => formatMoney(dollars),
        (amount) => _('posts.budget.over', { amount }),
      ),
    [_, formatMoney],
  );
}
