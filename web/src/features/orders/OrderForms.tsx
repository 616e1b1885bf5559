import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import {
  cancelSchema,
  rateBuyerSchema,
  requirementsSchema,
  revisionSchema,
  type CancelInput,
  type RateBuyerInput,
  type RequirementsInput,
  type RevisionInput,
} from '@shared/schemas/orders';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { Select, Textarea } from '@web/ui/Field';
import { useOrderStep } from './api';

export function RequirementsForm({ orderId }: { orderId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const step = useOrderStep(orderId);
  const form = useForm<RequirementsInput>({
    resolver: zodResolver(requirementsSchema),
    defaultValues: { requirements: '' },
  });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'requirements', body },
      {
        onSuccess: () => toast.success(_('orders.requirements.sent'), { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('requirements', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Textarea
        label={_('orders.requirements.title')}
        rows={4}
        placeholder={_('orders.requirements.placeholder')}
        {...form.register('requirements')}
        error={translateError(form.formState.errors.requirements?.message)}
      />
      <Button type="submit" loading={step.isPending}>
        {_('orders.requirements.send')}
      </Button>
    </form>
  );
}

export function RevisionForm({ orderId, left }: { orderId: string; left: number }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const step = useOrderStep(orderId);
  const form = useForm<RevisionInput>({ resolver: zodResolver(revisionSchema), defaultValues: { message: '' } });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'revision', body },
      {
        onSuccess: () => toast.success(_('orders.revision.requested'), { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('message', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Textarea
        label={_('orders.revision.whatChanges')}
        rows={3}
        {...form.register('message')}
        error={translateError(form.formState.errors.message?.message)}
      />
      <Button type="submit" variant="secondary" loading={step.isPending}>
        {_('orders.revision.request', { left })}
      </Button>
    </form>
  );
}

export function RateBuyerForm({ orderId }: { orderId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const step = useOrderStep(orderId);
  const form = useForm<RateBuyerInput>({
    resolver: zodResolver(rateBuyerSchema),
    defaultValues: { star: 5, desc: '' },
  });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'rate-buyer', body },
      {
        onSuccess: () => toast.success(_('orders.rate.done'), { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('desc', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={_('orders.rate.label')}>
      <Select
        label={_('orders.rate.rating')}
        {...form.register('star')}
        error={translateError(form.formState.errors.star?.message)}
      >
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {_('orders.rate.stars', { count: n })}
          </option>
        ))}
      </Select>
      <Textarea
        label={_('orders.rate.about')}
        rows={3}
        {...form.register('desc')}
        error={translateError(form.formState.errors.desc?.message)}
      />
      <Button type="submit" loading={step.isPending}>
        {_('orders.rate.submit')}
      </Button>
    </form>
  );
}

/** Accept, after a dialog that says what accepting means. */
export function AcceptDelivery({ orderId, seller }: { orderId: string; seller: string }) {
  const { _ } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const step = useOrderStep(orderId);
  const accept = () =>
    step.mutate(
      { step: 'accept' },
      {
        onSuccess: () => {
          dialog.current?.close();
          toast.success(_('orders.accept.done'), { autoClose: TOAST_MS.short });
        },
      },
    );
  return (
    <>
      <Button onClick={() => dialog.current?.showModal()}>{_('orders.accept.button')}</Button>
      <Dialog ref={dialog} id="accept-title" title={_('orders.accept.title')}>
        <p className="text-sm text-slate-600">
          <Trans id="orders.accept.body" values={{ seller }} components={{ 0: <bdi /> }} />
        </p>
        {step.isError && (
          <p role="alert" className="text-sm text-red-600">
            {step.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {_('orders.accept.notYet')}
          </Button>
          <Button loading={step.isPending} onClick={accept}>
            {_('orders.accept.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** Cancel, after a confirm dialog that asks for the reason (the refund follows). */
export function CancelOrder({ orderId }: { orderId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const dialog = useRef<HTMLDialogElement>(null);
  const step = useOrderStep(orderId);
  const form = useForm<CancelInput>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'cancel', body },
      {
        onSuccess: () => {
          dialog.current?.close();
          toast.success(_('orders.cancel.done'), { autoClose: TOAST_MS.short });
        },
        onError: (err) => form.setError('reason', { message: err.message }),
      },
    ),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        {_('orders.cancel.button')}
      </Button>
      <Dialog ref={dialog} id="cancel-title" title={_('orders.cancel.title')}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-600">{_('orders.cancel.body')}</p>
          <Textarea
            label={_('orders.cancel.reason')}
            rows={3}
            {...form.register('reason')}
            error={translateError(form.formState.errors.reason?.message)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {_('orders.cancel.keep')}
            </Button>
            <Button type="submit" loading={step.isPending}>
              {_('orders.cancel.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
