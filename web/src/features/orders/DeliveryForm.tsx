import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { deliverySchema, type DeliveryInput } from '@shared/schemas/orders';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Textarea } from '@web/ui/Field';
import { useDeliver } from './api';
import { FilesField, useFilePicks } from './FilesField';

/** The seller's delivery: a message and up to 5 images, PDFs or ZIPs, with upload progress. */
export function DeliveryForm({ orderId }: { orderId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const picks = useFilePicks();
  const [progress, setProgress] = useState<number | null>(null);
  const deliver = useDeliver(orderId, setProgress);
  const form = useForm<DeliveryInput>({ resolver: zodResolver(deliverySchema), defaultValues: { message: '' } });

  const submit = form.handleSubmit(({ message }) => {
    const body = new FormData();
    body.set('message', message);
    picks.appendTo(body);
    setProgress(0);
    deliver.mutate(body, {
      onSuccess: () => {
        form.reset();
        picks.clear();
        toast.success(_('orders.deliver.done'), { autoClose: TOAST_MS.short });
      },
      onError: (err) => picks.setError(err.message),
      onSettled: () => setProgress(null),
    });
  });

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={_('orders.deliver.label')}>
      <Textarea
        label={_('orders.deliver.message')}
        rows={3}
        {...form.register('message')}
        error={translateError(form.formState.errors.message?.message)}
      />
      <FilesField picks={picks} listLabel={_('orders.deliver.files')} />
      {progress !== null && (
        <progress className="w-full" max={1} value={progress} aria-label={_('orders.files.progress')} />
      )}
      <Button type="submit" loading={deliver.isPending}>
        {_('orders.deliver.submit')}
      </Button>
    </form>
  );
}
