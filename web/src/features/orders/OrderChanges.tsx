import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { MAX_EXTENSION_DAYS } from '@shared/machines/orders';
import {
  cancelSchema,
  extensionSchema,
  type CancelInput,
  type ExtensionInput,
  type OrderDetail,
} from '@shared/schemas/orders';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Input, Textarea } from '@web/ui/Field';
import { UserText } from '@web/ui/UserText';
import { useOrderStep } from './api';
import { Section } from './OrderHistory';
import { dateTimeOf } from '@web/lib/dates';

/** The request waiting for an answer: what was asked, and the answer buttons for the other party. */
function PendingChange({ order, side }: { order: OrderDetail; side: 'buyer' | 'seller' }) {
  const { _ } = useLingui();
  const step = useOrderStep(order._id);
  const change = order.change!;
  const mine = change.by === side;
  // Who asks (you, the buyer, the seller) and what (days more, or cancelling), in one sentence.
  const asked = _(change.kind === 'extension' ? 'orders.change.askedExtension' : 'orders.change.askedCancel', {
    who: mine ? 'you' : change.by,
    days: change.days ?? 0,
  });
  const may = new Set(order.allowedActions);
  const base = change.kind === 'extension' ? 'extension' : 'cancel-request';
  const answer = (a: 'accept' | 'decline') =>
    step.mutate(
      { step: `${base}/${a}` },
      {
        onSuccess: () =>
          toast.success(_(a === 'accept' ? 'orders.change.accepted' : 'orders.change.declined'), {
            autoClose: TOAST_MS.short,
          }),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <div role="status" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{asked}</p>
      <UserText text={change.reason} className="text-amber-900" />
      {change.expiresAt && (
        <p className="text-amber-900">{_('orders.change.expires', { date: dateTimeOf(change.expiresAt) })}</p>
      )}
      {mine && <p>{_('orders.change.waiting')}</p>}
      {(may.has('accept_extension') || may.has('accept_cancel')) && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            onClick={() => answer('accept')}
            loading={step.isPending && step.variables?.step === `${base}/accept`}
          >
            {_('orders.change.accept')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => answer('decline')}
            loading={step.isPending && step.variables?.step === `${base}/decline`}
          >
            {_('orders.change.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ExtensionForm({ orderId }: { orderId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const step = useOrderStep(orderId);
  const form = useForm<ExtensionInput>({
    resolver: zodResolver(extensionSchema) as never,
    defaultValues: { days: 2, reason: '' },
  });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'extension', body },
      {
        onSuccess: () => toast.success(_('orders.change.extensionSent'), { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('reason', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={_('orders.change.askExtension')}>
      <Input
        label={_('orders.change.days')}
        type="number"
        min={1}
        max={MAX_EXTENSION_DAYS}
        step={1}
        {...form.register('days')}
        error={translateError(form.formState.errors.days?.message)}
        hint={_('orders.change.daysHint', { max: MAX_EXTENSION_DAYS })}
      />
      <Textarea
        label={_('orders.change.whyExtension')}
        rows={2}
        {...form.register('reason')}
        error={translateError(form.formState.errors.reason?.message)}
      />
      <Button type="submit" variant="secondary" loading={step.isPending}>
        {_('orders.change.askExtension')}
      </Button>
    </form>
  );
}

function CancelRequestForm({ orderId }: { orderId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const step = useOrderStep(orderId);
  const form = useForm<CancelInput>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'cancel-request', body },
      {
        onSuccess: () => toast.success(_('orders.change.cancelSent'), { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('reason', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={_('orders.change.askCancel')}>
      <Textarea
        label={_('orders.change.whyCancel')}
        rows={2}
        hint={_('orders.change.cancelHint')}
        {...form.register('reason')}
        error={translateError(form.formState.errors.reason?.message)}
      />
      <Button type="submit" variant="secondary" loading={step.isPending}>
        {_('orders.change.askCancel')}
      </Button>
    </form>
  );
}

/** Issue 34: a request waiting for an answer, or asking for more time (seller) or to cancel by agreement. */
export function OrderChanges({ order, side }: { order: OrderDetail; side: 'buyer' | 'seller' }) {
  const { _ } = useLingui();
  const may = new Set(order.allowedActions);
  if (!order.change && !may.has('ask_extension') && !may.has('ask_cancel')) return null;
  return (
    <Section title={_('orders.change.title')}>
      {order.change ? (
        <PendingChange order={order} side={side} />
      ) : (
        <div className="space-y-3">
          {may.has('ask_extension') && (
            <details className="group rounded-lg border border-slate-200 p-3">
              <summary className="cursor-pointer text-sm font-medium text-slate-800">
                {_('orders.change.askExtension')}
              </summary>
              <div className="pt-3">
                <ExtensionForm orderId={order._id} />
              </div>
            </details>
          )}
          {may.has('ask_cancel') && (
            <details className="group rounded-lg border border-slate-200 p-3">
              <summary className="cursor-pointer text-sm font-medium text-slate-800">
                {_('orders.change.askCancelByAgreement')}
              </summary>
              <div className="pt-3">
                <CancelRequestForm orderId={order._id} />
              </div>
            </details>
          )}
        </div>
      )}
    </Section>
  );
}
