import { useLingui } from '@lingui/react';
import type { DailyActivity } from '@shared/schemas/admin';
import { formatDate } from '@web/lib/dates';
import { useFormatMoney, useLocale } from '@web/lib/i18n';

/** A day of the series ("Nov 21", "21 nov"): its UTC date, as the server counts days. */
const dayOf = (date: string, locale: string) => formatDate(`${date}T00:00:00Z`, 'dayMonth', locale, 'UTC', false);

const WIDTH = 300;
const HEIGHT = 100;

/**
 * One series of the 30 days as bars (an SVG that scales to its box, so it fits 375 px as well
 * as 1280). Each bar has a tooltip; screen readers get the summary, and the table beside it.
 * Right to left, the bars are mirrored so the oldest day sits under its date, at the start.
 */
function Bars({
  title,
  days,
  value,
  format,
  barClass,
}: {
  title: string;
  days: DailyActivity[];
  value: (d: DailyActivity) => number;
  format: (n: number) => string;
  barClass: string;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const values = days.map(value);
  const max = Math.max(...values, 1);
  const total = values.reduce((a, b) => a + b, 0);
  const slot = WIDTH / days.length;
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-900">{title}</span>
        <span className="text-slate-600">
          {_('admin.chart.totals', { total: format(total), peak: format(Math.max(...values)) })}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={_('admin.chart.summary', { title, total: format(total) })}
        className="h-32 w-full rounded-lg bg-slate-50 rtl:-scale-x-100"
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT * f}
            y2={HEIGHT * f}
            className="stroke-slate-200"
            strokeWidth={0.5}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {days.map((d, i) => {
          const h = (value(d) / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.date}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={HEIGHT - h}
              height={h}
              className={barClass}
            >
              <title>{`${dayOf(d.date, locale)}: ${format(value(d))}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{dayOf(days[0]!.date, locale)}</span>
        <span>{dayOf(days[Math.floor(days.length / 2)]!.date, locale)}</span>
        <span>{dayOf(days.at(-1)!.date, locale)}</span>
      </div>
    </figure>
  );
}

/** The overview's 30-day chart: orders paid per day and what buyers paid (the ledger's charges). */
export function ActivityChart({ days }: { days: DailyActivity[] }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const money = useFormatMoney();
  if (days.length === 0) return null;
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-2">
        <Bars
          title={_('admin.chart.orders')}
          days={days}
          value={(d) => d.orders}
          format={(n) => String(n)}
          barClass="fill-brand-500"
        />
        <Bars
          title={_('admin.chart.volume')}
          days={days}
          value={(d) => d.volumeCents}
          format={(n) => money(n, 'minor')}
          barClass="fill-sky-500"
        />
      </div>
      {/* The wrapper hides it: a table keeps its content's width whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{_('admin.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{_('admin.chart.day')}</th>
              <th scope="col">{_('admin.chart.ordersPaid')}</th>
              <th scope="col">{_('admin.chart.paymentVolume')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{dayOf(d.date, locale)}</th>
                <td>{d.orders}</td>
                <td>{money(d.volumeCents, 'minor')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
