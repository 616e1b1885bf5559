import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { OFFER_LIMITS, offerTermsSchema, type Offer, type OfferTermsInput } from '@shared/schemas/offers';
import type { z } from 'zod';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError, Input, Select, Textarea } from '@web/ui/Field';
import { useCreateOffer } from './api';

const FIELDS = ['title', 'description', 'price', 'deliveryDays', 'revisions'] as const;

/** A gig a freelancer's custom offer may start from: its terms fill the form. */
export interface OfferGig {
  _id: string;
  title: string;
  price: number;
  deliveryTime?: number;
  revisionNumber?: number;
}

interface OfferFormProps {
  /** Where the offer is made: an application on the client's post, or a conversation. */
  target: { applicationId: string } | { conversationId: string };
  defaults?: Partial<OfferTermsInput>;
  gigs?: OfferGig[];
  onSent?: (offer: Offer) => void;
  onCancel?: () => void;
}

/** Send offer / Create offer: the terms of a fixed-price contract, checked like the API checks them. */
export function OfferForm({ target, defaults, gigs = [], onSent, onCancel }: OfferFormProps) {
  const create = useCreateOffer();
  const [formError, setFormError] = useState<string | null>(null);
  const [gigId, setGigId] = useState('');
  const form = useForm<OfferTermsInput, unknown, z.output<typeof offerTermsSchema>>({
    resolver: zodResolver(offerTermsSchema),
    defaultValues: { title: '', description: '', deliveryDays: 3, revisions: 1, ...defaults },
  });
  const { errors } = form.formState;

  const chooseGig = (id: string) => {
    setGigId(id);
    const gig = gigs.find((g) => g._id === id);
    if (!gig) return;
    form.setValue('title', gig.title);
    form.setValue('price', gig.price);
    if (gig.deliveryTime !== undefined) form.setValue('deliveryDays', gig.deliveryTime);
    if (gig.revisionNumber !== undefined) form.setValue('revisions', gig.revisionNumber);
  };

  const submit = form.handleSubmit((terms) => {
    setFormError(null);
    create.mutate(
      { ...terms, ...target, ...(gigId ? { gigId } : {}) },
      {
        onSuccess: (offer) => {
          toast.success('Offer sent', { autoClose: TOAST_MS.short });
          form.reset();
          onSent?.(offer);
        },
        onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Offer">
      {gigs.length > 0 && (
        <Select label="Start from one of your gigs (optional)" value={gigId} onChange={(e) => chooseGig(e.target.value)}>
          <option value="">No gig: my own terms</option>
          {gigs.map((g) => (
            <option key={g._id} value={g._id}>
              {g.title}
            </option>
          ))}
        </Select>
      )}
      <Input label="Title" {...form.register('title')} maxLength={OFFER_LIMITS.title} error={errors.title?.message} />
      <Textarea label="Scope of work" {...form.register('description')} rows={5} maxLength={OFFER_LIMITS.description} error={errors.description?.message} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label="Price ($)" type="number" inputMode="numeric" min={1} step={1} {...form.register('price')} error={errors.price?.message} />
        <Input label="Delivery days" type="number" inputMode="numeric" min={1} step={1} {...form.register('deliveryDays')} error={errors.deliveryDays?.message} />
        <Input label="Revisions" type="number" inputMode="numeric" min={0} step={1} {...form.register('revisions')} error={errors.revisions?.message} />
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending}>
          Send offer
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
