import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isFreshRate } from '@shared/display-currency';
import { marketplaceCurrency } from '@shared/money';
import { ratesQueryOptions, useChooseCurrency, useDisplayCurrency } from '@web/lib/display-currency';
import { useLocale } from '@web/lib/i18n';
import { cn } from '@web/ui/cn';
import { useHydrated } from '@web/ui/use-hydrated';

/**
 * The display currency (issue 33), beside the language switcher in the footer and on the
 * account screen: the marketplace currency (no conversion) or one with a fresh rate. It sets
 * the `currency` cookie, so every page then shows "≈ €45" beside prices; prices and payments
 * stay in the marketplace currency. Loaded apart from the first script (the footer's budget).
 */
export default function CurrencyPicker({ className }: { className?: string }) {
  const { _ } = useLingui();
  const id = useId();
  const locale = useLocale();
  const rates = useQuery(ratesQueryOptions).data?.rates ?? [];
  const { chosen } = useDisplayCurrency();
  const choose = useChooseCurrency();
  // Disabled until the app has taken over a rendered page: a choice made before would be lost.
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'currency' }), [locale]);
  const codes = rates.filter((r) => isFreshRate(r.setAt)).map((r) => r.currency);
  const value = chosen && codes.includes(chosen) ? chosen : marketplaceCurrency();
  const pick = (code: string) => {
    choose(code === marketplaceCurrency() ? null : code);
    // A `?currency=` in the address wins for its page: the choice replaces it, or it would seem ignored.
    if (params.has('currency'))
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('currency');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  };
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-slate-600">
        {_('currency.picker.label')}
      </label>
      <select
        id={id}
        value={value}
        disabled={!hydrated}
        onChange={(e) => pick(e.target.value)}
        className="h-9 max-w-[14rem] rounded-lg border border-slate-300 bg-white ps-2 pe-8 text-sm text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        <option value={marketplaceCurrency()}>{_('currency.picker.none', { currency: marketplaceCurrency() })}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {_('currency.picker.option', { code, name: names.of(code) ?? code })}
          </option>
        ))}
      </select>
    </div>
  );
}
