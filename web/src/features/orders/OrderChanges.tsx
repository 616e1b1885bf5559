import { zodResolver } from '@hookform/resolvers/zod';
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
import { Button } from '@web/ui/Button';
import { Input, Textarea } from '@web/ui/Field';
import { UserText } from '@web/ui/UserText';
import { useOrderStep } from './api';
import { Section } from './OrderHistory';
import { dateTimeOf } from '@web/lib/dates';

/** The request waiting for an answer: what was asked, and the answer buttons for the other party. */
function PendingChange({ order, side }: { order: OrderDetail; side: 'buyer' | 'seller' }) {
  const step = useOrderStep(order._id);
  const change = order.change!;
  const mine = change.by === side;
  const what =
    change.kind === 'extension'
      ? `for ${change.days ?? 0} more ${change.days === 1 ? 'day' : 'days'} to deliver`
      : 'to cancel the order (a full refund to the buyer)';
  const may = new Set(order.allowedActions);
  const base = change.kind === 'extension' ? 'extension' : 'cancel-request';
  const answer = (a: 'accept' | 'decline') =>
    step.mutate(
      { step: `${base}/${a}` },
      {
        onSuccess: () =>
          toast.success(a === 'accept' ? 'Request accepted' : 'Request declined', { autoClose: TOAST_MS.short }),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <div role="status" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{mine ? `You asked ${what}.` : `The ${change.by} asks ${what}.`}</p>
      <UserText text={change.reason} className="text-amber-900" />
      {change.expiresAt && <p className="text-amber-900">Expires unanswered on {dateTimeOf(change.expiresAt)}.</p>}
      {mine && <p>Waiting for the other party’s answer.</p>}
      {(may.has('accept_extension') || may.has('accept_cancel')) && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            onClick={() => answer('accept')}
            loading={step.isPending && step.variables?.step === `${base}/accept`}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            onClick={() => answer('decline')}
            loading={step.isPending && step.variables?.step === `${base}/decline`}
          >
            Decline
          </Button>
        </div>
      )}
    </div>
  );
}

function ExtensionForm({ orderId }: { orderId: string }) {
  const step = useOrderStep(orderId);
  const form = useForm<ExtensionInput>({
    resolver: zodResolver(extensionSchema) as never,
    defaultValues: { days: 2, reason: '' },
  });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'extension', body },
      {
        onSuccess: () => toast.success('More time asked for', { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('reason', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Ask for more time">
      <Input
        label="More days"
        type="number"
        min={1}
        max={MAX_EXTENSION_DAYS}
        step={1}
        {...form.register('days')}
        error={form.formState.errors.days?.message}
        hint={`1 to ${MAX_EXTENSION_DAYS} days; the buyer accepts or declines.`}
      />
      <Textarea
        label="Why more time?"
        rows={2}
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <Button type="submit" variant="secondary" loading={step.isPending}>
        Ask for more time
      </Button>
    </form>
  );
}

function CancelRequestForm({ orderId }: { orderId: string }) {
  const step = useOrderStep(orderId);
  const form = useForm<CancelInput>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'cancel-request', body },
      {
        onSuccess: () => toast.success('Cancel request sent', { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('reason', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Ask to cancel">
      <Textarea
        label="Why cancel?"
        rows={2}
        hint="If the other party agrees, the buyer gets a full refund. Unanswered, the request expires after 3 days."
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <Button type="submit" variant="secondary" loading={step.isPending}>
        Ask to cancel
      </Button>
    </form>
  );
}

/** Issue 34: a request waiting for an answer, or asking for more time (seller) or to cancel by agreement. */
export function OrderChanges({ order, side }: { order: OrderDetail; side: 'buyer' | 'seller' }) {
  const may = new Set(order.allowedActions);
  if (!order.change && !may.has('ask_extension') && !may.has('ask_cancel')) return null;
  return (
    <Section title="Change the order">
      {order.change ? (
        <PendingChange order={order} side={side} />
      ) : (
        <div className="space-y-3">
          {may.has('ask_extension') && (
            <details className="group rounded-lg border border-slate-200 p-3">
              <summary className="cursor-pointer text-sm font-medium text-slate-800">Ask for more time</summary>
              <div className="pt-3">
                <ExtensionForm orderId={order._id} />
              </div>
            </details>
          )}
          {may.has('ask_cancel') && (
            <details className="group rounded-lg border border-slate-200 p-3">
              <summary className="cursor-pointer text-sm font-medium text-slate-800">
                Ask to cancel by agreement
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
