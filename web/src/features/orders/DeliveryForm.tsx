import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { deliverySchema, type DeliveryInput } from '@shared/schemas/orders';
import { Button } from '@web/ui/Button';
import { Textarea } from '@web/ui/Field';
import { useDeliver } from './api';
import { FilesField, useFilePicks } from './FilesField';

/** The seller's delivery: a message and up to 5 images, PDFs or ZIPs, with upload progress. */
export function DeliveryForm({ orderId }: { orderId: string }) {
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
        toast.success('Work delivered', { autoClose: TOAST_MS.short });
      },
      onError: (err) => picks.setError(err.message),
      onSettled: () => setProgress(null),
    });
  });

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Deliver work">
      <Textarea
        label="Delivery message"
        rows={3}
        {...form.register('message')}
        error={form.formState.errors.message?.message}
      />
      <FilesField picks={picks} listLabel="Files to deliver" />
      {progress !== null && <progress className="w-full" max={1} value={progress} aria-label="Upload progress" />}
      <Button type="submit" loading={deliver.isPending}>
        Deliver
      </Button>
    </form>
  );
}
