import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { RATE_FRESH_DAYS } from '@shared/display-currency';
import { marketplaceCurrency } from '@shared/money';
import type { AdminRate } from '@shared/schemas/rates';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { applyServerErrors } from '@web/lib/form-errors';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { Card, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Input } from '@web/ui/Field';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { useAdminRates, useRateChange } from './api';

type RateForm = { currency: string; rate: string };

/** Set or replace a rate: the server checks both fields and names the one it refuses. */
function SetRateForm() {
  const change = useRateChange();
  const form = useForm<RateForm>({ defaultValues: { currency: '', rate: '' } });
  const save = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(`1 ${marketplaceCurrency()} = ${values.rate} ${values.currency.toUpperCase()}, from today.`);
        form.reset();
      },
      onError: (err) => {
        const rest = applyServerErrors(err, form.setError, ['currency', 'rate']);
        if (rest) toast.error(rest);
      },
    }),
  );
  return (
    <Card>
      <form onSubmit={save} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          label="Currency"
          placeholder="EUR"
          autoCapitalize="characters"
          maxLength={3}
          wrapperClassName="sm:w-32"
          error={form.formState.errors.currency?.message}
          {...form.register('currency')}
        />
        <Input
          label={`Rate (units per 1 ${marketplaceCurrency()})`}
          placeholder="0.92"
          inputMode="decimal"
          wrapperClassName="flex-1"
          error={form.formState.errors.rate?.message}
          {...form.register('rate')}
        />
        <Button type="submit" className="sm:mt-6" loading={change.isPending}>
          Save rate
        </Button>
      </form>
    </Card>
  );
}

function RemoveButton({ rate }: { rate: AdminRate }) {
  const change = useRateChange();
  const remove = () =>
    change.mutate(
      { currency: rate.currency },
      {
        onSuccess: () => toast.success(`The ${rate.currency} rate is removed.`),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={remove}
      loading={change.isPending}
      aria-label={`Remove the ${rate.currency} rate`}
    >
      Remove
    </Button>
  );
}

/**
 * /admin/rates: the display-currency rate table (issue 33). Visitors who pick a currency see
 * "≈ €45" beside prices while its rate is fresh (set within seven days); prices are still
 * charged in the marketplace currency. Also kept with `npm run rates`.
 */
export default function RatesScreen() {
  const rates = useAdminRates();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <PageTitle>Currency rates</PageTitle>
        <p className="text-sm text-slate-600">
          Visitors who choose a display currency see an approximation beside each price. A rate shows for{' '}
          {RATE_FRESH_DAYS} days after it is set; prices are always charged in {marketplaceCurrency()}.
        </p>
      </div>
      <SetRateForm />
      {rates.isPending && <CardListSkeleton count={2} />}
      {rates.isError && <ErrorState onRetry={() => void rates.refetch()} />}
      {rates.isSuccess && rates.data.length === 0 && <EmptyState title="No rates yet" />}
      {rates.isSuccess && rates.data.length > 0 && (
        <div className={t.wrapper}>
          <table className={t.table}>
            <caption className="sr-only">Every rate, by currency</caption>
            <thead className={t.thead}>
              <tr>
                {['Currency', `Per 1 ${marketplaceCurrency()}`, 'Set', 'Status'].map((title) => (
                  <th key={title} scope="col" className="px-4 py-3">
                    {title}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className={t.tbody}>
              {rates.data.map((r) => (
                <tr key={r.currency} className={t.row}>
                  <td className="px-4 py-3 font-medium text-slate-900 max-sm:px-0 max-sm:pb-2">{r.currency}</td>
                  <td className={`${t.cell} tabular-nums`} data-label={`Per 1 ${marketplaceCurrency()}`}>
                    {r.rate}
                  </td>
                  <td className={t.cell} data-label="Set">
                    <span>
                      <time dateTime={r.setAt} title={dateTimeOf(r.setAt)}>
                        {shortTime(r.setAt)}
                      </time>{' '}
                      <span className="text-slate-600">by {r.setBy?.name ?? 'the command line'}</span>
                    </span>
                  </td>
                  <td className={t.cell} data-label="Status">
                    {r.fresh ? (
                      <span className="text-slate-700">Shown</span>
                    ) : (
                      <Badge className="bg-amber-50 text-amber-800 ring-amber-600/20">Stale: not shown</Badge>
                    )}
                  </td>
                  <td className={`${t.cell} sm:text-right`} data-label="">
                    <RemoveButton rate={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
