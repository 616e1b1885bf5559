import { zodResolver } from '@hookform/resolvers/zod';
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
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { Select, Textarea } from '@web/ui/Field';
import { useOrderStep } from './api';

export function RequirementsForm({ orderId }: { orderId: string }) {
  const step = useOrderStep(orderId);
  const form = useForm<RequirementsInput>({
    resolver: zodResolver(requirementsSchema),
    defaultValues: { requirements: '' },
  });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'requirements', body },
      {
        onSuccess: () => toast.success('Requirements sent', { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('requirements', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Textarea
        label="Requirements"
        rows={4}
        placeholder="What does the seller need to start?"
        {...form.register('requirements')}
        error={form.formState.errors.requirements?.message}
      />
      <Button type="submit" loading={step.isPending}>
        Send requirements
      </Button>
    </form>
  );
}

export function RevisionForm({ orderId, left }: { orderId: string; left: number }) {
  const step = useOrderStep(orderId);
  const form = useForm<RevisionInput>({ resolver: zodResolver(revisionSchema), defaultValues: { message: '' } });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'revision', body },
      {
        onSuccess: () => toast.success('Revision requested', { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('message', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Textarea
        label="What should change?"
        rows={3}
        {...form.register('message')}
        error={form.formState.errors.message?.message}
      />
      <Button type="submit" variant="secondary" loading={step.isPending}>
        Request revision ({left} left)
      </Button>
    </form>
  );
}

export function RateBuyerForm({ orderId }: { orderId: string }) {
  const step = useOrderStep(orderId);
  const form = useForm<RateBuyerInput>({
    resolver: zodResolver(rateBuyerSchema),
    defaultValues: { star: 5, desc: '' },
  });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'rate-buyer', body },
      {
        onSuccess: () => toast.success('Client rated', { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('desc', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Rate the client">
      <Select label="Client rating" {...form.register('star')} error={form.formState.errors.star?.message}>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {n} star{n === 1 ? '' : 's'}
          </option>
        ))}
      </Select>
      <Textarea
        label="About the client"
        rows={3}
        {...form.register('desc')}
        error={form.formState.errors.desc?.message}
      />
      <Button type="submit" loading={step.isPending}>
        Rate client
      </Button>
    </form>
  );
}

/** Accept, after a dialog that says what accepting means. */
export function AcceptDelivery({ orderId, seller }: { orderId: string; seller: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const step = useOrderStep(orderId);
  const accept = () =>
    step.mutate(
      { step: 'accept' },
      {
        onSuccess: () => {
          dialog.current?.close();
          toast.success('Delivery accepted: the order is complete', { autoClose: TOAST_MS.short });
        },
      },
    );
  return (
    <>
      <Button onClick={() => dialog.current?.showModal()}>Accept delivery</Button>
      <Dialog ref={dialog} id="accept-title" title="Accept this delivery?">
        <p className="text-sm text-slate-600">
          The order completes and {seller} moves on: you cannot ask for a revision afterwards.
        </p>
        {step.isError && (
          <p role="alert" className="text-sm text-red-600">
            {step.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Not yet
          </Button>
          <Button loading={step.isPending} onClick={accept}>
            Accept and complete
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** Cancel, after a confirm dialog that asks for the reason (the refund follows). */
export function CancelOrder({ orderId }: { orderId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const step = useOrderStep(orderId);
  const form = useForm<CancelInput>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((body) =>
    step.mutate(
      { step: 'cancel', body },
      {
        onSuccess: () => {
          dialog.current?.close();
          toast.success('Order cancelled and refunded', { autoClose: TOAST_MS.short });
        },
        onError: (err) => form.setError('reason', { message: err.message }),
      },
    ),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        Cancel order
      </Button>
      <Dialog ref={dialog} id="cancel-title" title="Cancel this order?">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-600">The payment is refunded in full. This cannot be undone.</p>
          <Textarea
            label="Reason"
            rows={3}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              Keep order
            </Button>
            <Button type="submit" loading={step.isPending}>
              Confirm cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
