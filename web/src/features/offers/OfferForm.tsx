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

/** A client's open post the freelancer applied to: an offer in a conversation may be for it. */
export interface OfferPost {
  _id: string;
  title: string;
}

interface OfferFormProps {
  /** Where the offer is made: an application on the client's post, or a conversation. */
  target: { applicationId: string } | { conversationId: string };
  defaults?: Partial<OfferTermsInput>;
  gigs?: OfferGig[];
  /** The client's posts this freelancer applied to; the first is preselected. */
  posts?: OfferPost[];
  onSent?: (offer: Offer) => void;
  onCancel?: () => void;
}

/** Send offer / Create offer: the terms of a fixed-price contract, checked like the API checks them. */
export function OfferForm({ target, defaults, gigs = [], posts = [], onSent, onCancel }: OfferFormProps) {
  const create = useCreateOffer();
  const [formError, setFormError] = useState<string | null>(null);
  const [gigId, setGigId] = useState('');
  const [postId, setPostId] = useState(posts[0]?._id ?? '');
  const form = useForm<OfferTermsInput, unknown, z.output<typeof offerTermsSchema>>({
    resolver: zodResolver(offerTermsSchema),
    defaultValues: {
      title: posts[0]?.title.slice(0, OFFER_LIMITS.title) ?? '',
      description: '',
      deliveryDays: 3,
      revisions: 1,
      ...defaults,
    },
  });

  const choosePost = (id: string) => {
    setPostId(id);
    const post = posts.find((p) => p._id === id);
    if (post && !form.getValues('title')) form.setValue('title', post.title.slice(0, OFFER_LIMITS.title));
  };
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
      { ...terms, ...target, ...(gigId ? { gigId } : {}), ...(postId ? { postId } : {}) },
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
        <Select
          label="Start from one of your gigs (optional)"
          value={gigId}
          onChange={(e) => chooseGig(e.target.value)}
        >
          <option value="">No gig: my own terms</option>
          {gigs.map((g) => (
            <option key={g._id} value={g._id}>
              {g.title}
            </option>
          ))}
        </Select>
      )}
      {posts.length > 0 && (
        <Select
          label="For which job post?"
          hint="Paying an offer for a post hires this freelancer for it."
          value={postId}
          onChange={(e) => choosePost(e.target.value)}
        >
          {posts.map((p) => (
            <option key={p._id} value={p._id}>
              {p.title}
            </option>
          ))}
          <option value="">Not for a job post</option>
        </Select>
      )}
      <Input label="Title" {...form.register('title')} maxLength={OFFER_LIMITS.title} error={errors.title?.message} />
      <Textarea
        label="Scope of work"
        {...form.register('description')}
        rows={5}
        maxLength={OFFER_LIMITS.description}
        error={errors.description?.message}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Price ($)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('price')}
          error={errors.price?.message}
        />
        <Input
          label="Delivery days"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('deliveryDays')}
          error={errors.deliveryDays?.message}
        />
        <Input
          label="Revisions"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register('revisions')}
          error={errors.revisions?.message}
        />
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
