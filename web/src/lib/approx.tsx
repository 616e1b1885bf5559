import { useLingui } from '@lingui/react';
import { formatApprox } from '@shared/display-currency';
import { fromMinorUnits, marketplaceCurrency } from '@shared/money';
import { useFormatDate } from './dates';
import { useLocale } from './i18n';
import { formatBudget } from './money';
import { useDisplayCurrency } from './display-currency';

type Convert = (dollars: number) => string;

/** The page's conversion into the visitor's display currency, or null when it has no fresh rate. */
function useConvert(): { convert: Convert; title: string } | null {
  const { _ } = useLingui();
  const locale = useLocale();
  const formatDate = useFormatDate();
  const { rate } = useDisplayCurrency();
  if (!rate) return null;
  return {
    convert: (dollars) => formatApprox(dollars, rate.currency, rate.rate, locale),
    title: _('currency.approx.title', { date: formatDate(rate.setAt, 'longDate'), currency: marketplaceCurrency() }),
  };
}

const CLASS = 'text-sm font-normal whitespace-nowrap text-slate-600';

/**
 * "≈ €45" beside a price (whole dollars, or cents with `unit`), in the visitor's display
 * currency: only with a fresh rate, nothing otherwise. Shown, never charged: the title says so.
 */
export function Approx({
  amount,
  unit = 'dollars',
  className,
}: {
  amount: number;
  unit?: 'dollars' | 'cents';
  className?: string;
}) {
  const { _ } = useLingui();
  const approx = useConvert();
  if (!approx) return null;
  const dollars = unit === 'cents' ? fromMinorUnits(amount) : amount;
  return (
    <span className={className ?? CLASS} title={approx.title}>
      {_('currency.approx.amount', { amount: approx.convert(dollars) })}
    </span>
  );
}

/** A job budget's range ("100-200", "1000+") as "≈ €92–€184": only with a fresh rate. */
export function ApproxBudget({ range, className }: { range: string; className?: string }) {
  const { _ } = useLingui();
  const approx = useConvert();
  if (!approx) return null;
  const text = formatBudget(range, approx.convert, (amount) => _('currency.approx.over', { amount }));
  return (
    <span className={className ?? CLASS} title={approx.title}>
      {_('currency.approx.amount', { amount: text })}
    </span>
  );
}
