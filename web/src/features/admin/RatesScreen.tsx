import { Trans, useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const change = useRateChange();
  const form = useForm<RateForm>({ defaultValues: { currency: '', rate: '' } });
  const save = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(
          _('admin.rates.saved', {
            base: marketplaceCurrency(),
            rate: values.rate,
            currency: values.currency.toUpperCase(),
          }),
        );
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
          label={_('admin.rates.currency')}
          placeholder="EUR"
          autoCapitalize="characters"
          maxLength={3}
          wrapperClassName="sm:w-32"
          error={form.formState.errors.currency?.message}
          {...form.register('currency')}
        />
        <Input
          label={_('admin.rates.rateLabel', { base: marketplaceCurrency() })}
          placeholder="0.92"
          inputMode="decimal"
          wrapperClassName="flex-1"
          error={form.formState.errors.rate?.message}
          {...form.register('rate')}
        />
        <Button type="submit" className="sm:mt-6" loading={change.isPending}>
          {_('admin.rates.save')}
        </Button>
      </form>
    </Card>
  );
}

function RemoveButton({ rate }: { rate: AdminRate }) {
  const { _ } = useLingui();
  const change = useRateChange();
  const remove = () =>
    change.mutate(
      { currency: rate.currency },
      {
        onSuccess: () => toast.success(_('admin.rates.removed', { currency: rate.currency })),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={remove}
      loading={change.isPending}
      aria-label={_('admin.rates.removeName', { currency: rate.currency })}
    >
      {_('admin.rates.remove')}
    </Button>
  );
}

/**
 * /admin/rates: the display-currency rate table (issue 33). Visitors who pick a currency see
 * "≈ €45" beside prices while its rate is fresh (set within seven days); prices are still
 * charged in the marketplace currency. Also kept with `npm run rates`.
 */
export default function RatesScreen() {
  const { _ } = useLingui();
  const rates = useAdminRates();
  const base = marketplaceCurrency();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <PageTitle>{_('admin.nav.rates')}</PageTitle>
        <p className="text-sm text-slate-600">{_('admin.rates.intro', { days: RATE_FRESH_DAYS, base })}</p>
      </div>
      <SetRateForm />
      {rates.isPending && <CardListSkeleton count={2} />}
      {rates.isError && <ErrorState onRetry={() => void rates.refetch()} />}
      {rates.isSuccess && rates.data.length === 0 && <EmptyState title={_('admin.rates.none')} />}
      {rates.isSuccess && rates.data.length > 0 && (
        <div className={t.wrapper}>
          <table className={t.table}>
            <caption className="sr-only">{_('admin.rates.caption')}</caption>
            <thead className={t.thead}>
              <tr>
                {[
                  _('admin.rates.currency'),
                  _('admin.rates.perOne', { base }),
                  _('admin.rates.set'),
                  _('admin.status'),
                ].map((title) => (
                  <th key={title} scope="col" className="px-4 py-3">
                    {title}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{_('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={t.tbody}>
              {rates.data.map((r) => (
                <tr key={r.currency} className={t.row}>
                  <td className="px-4 py-3 font-medium text-slate-900 max-sm:px-0 max-sm:pb-2">{r.currency}</td>
                  <td className={`${t.cell} tabular-nums`} data-label={_('admin.rates.perOne', { base })}>
                    {r.rate}
                  </td>
                  <td className={t.cell} data-label={_('admin.rates.set')}>
                    <span>
                      <time dateTime={r.setAt} title={dateTimeOf(r.setAt)}>
                        {shortTime(r.setAt)}
                      </time>{' '}
                      <span className="text-slate-600">
                        {r.setBy ? (
                          <Trans id="admin.rates.by" values={{ name: r.setBy.name }} components={{ 0: <bdi /> }} />
                        ) : (
                          _('admin.rates.byCommandLine')
                        )}
                      </span>
                    </span>
                  </td>
                  <td className={t.cell} data-label={_('admin.status')}>
                    {r.fresh ? (
                      <span className="text-slate-700">{_('admin.rates.shown')}</span>
                    ) : (
                      <Badge className="bg-amber-50 text-amber-800 ring-amber-600/20">{_('admin.rates.stale')}</Badge>
                    )}
                  </td>
                  <td className={`${t.cell} sm:text-end`} data-label="">
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
