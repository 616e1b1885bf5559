import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import {
  OFFER_LIMITS,
  offerFormSchema,
  type Offer,
  type OfferFormData,
  type OfferFormInput,
  type OfferTermsInput,
} from '@shared/schemas/offers';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input, Select, Textarea } from '@web/ui/Field';
import { useHydrated } from '@web/ui/use-hydrated';
import { useCreateOffer } from './api';
import { emptyMilestone, MilestoneRows } from './MilestoneRows';

const TERMS = ['title', 'description', 'price', 'deliveryDays', 'revisions'] as const;
/** Where the API's errors go: a row's own field first (its `amountCents` is the row's dollars), then the list. */
const fieldsFor = (rows: number): Path<OfferFormInput>[] => [
  ...TERMS,
  ...Array.from({ length: rows }, (_, i) =>
    (['title', 'amount', 'dueInDays'] as const).map((f) => `milestones.${i}.${f}` as const),
  ).flat(),
  'milestones',
];
const formFieldOf = (apiField: string) => apiField.replace(/^(milestones\.\d+)\.amountCents$/, '$1.amount');

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

/**
 * Send offer / Create offer: the terms of a fixed-price contract, one payment or milestones
 * (issue 34), checked like the API checks them.
 */
export function OfferForm({ target, defaults, gigs = [], posts = [], onSent, onCancel }: OfferFormProps) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const create = useCreateOffer();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const [gigId, setGigId] = useState('');
  const [postId, setPostId] = useState(posts[0]?._id ?? '');
  const form = useForm<OfferFormInput, unknown, OfferFormData>({
    // The form holds every field at once; the schema reads the ones of the way it pays.
    resolver: zodResolver(offerFormSchema) as unknown as Resolver<OfferFormInput, unknown, OfferFormData>,
    defaultValues: {
      title: posts[0]?.title.slice(0, OFFER_LIMITS.title) ?? '',
      description: '',
      deliveryDays: 3,
      revisions: 1,
      ...defaults,
      payInMilestones: false,
      milestones: [],
    },
  });
  const inMilestones = useWatch({ control: form.control, name: 'payInMilestones' });
  // The first row starts from the one price typed so far; rows stay if "One payment" is chosen again.
  const payInMilestones = (on: boolean) => {
    if (on && form.getValues('milestones').length === 0)
      form.setValue('milestones', [emptyMilestone(form.getValues('price') ?? '', form.getValues('deliveryDays'))]);
    form.clearErrors();
  };

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

  const submit = form.handleSubmit(({ payInMilestones: _inMilestones, ...terms }) => {
    setFormError(null);
    create.mutate(
      { ...terms, ...target, ...(gigId ? { gigId } : {}), ...(postId ? { postId } : {}) },
      {
        onSuccess: (offer) => {
          toast.success(_('offers.form.sent'), { autoClose: TOAST_MS.short });
          form.reset();
          onSent?.(offer);
        },
        onError: (err) =>
          setFormError(
            applyServerErrors(err, form.setError, fieldsFor(form.getValues('milestones').length), formFieldOf),
          ),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={_('offers.form.label')}>
      {gigs.length > 0 && (
        <Select label={_('offers.form.fromGig')} value={gigId} onChange={(e) => chooseGig(e.target.value)}>
          <option value="">{_('offers.form.noGig')}</option>
          {gigs.map((g) => (
            <option key={g._id} value={g._id}>
              {g.title}
            </option>
          ))}
        </Select>
      )}
      {posts.length > 0 && (
        <Select
          label={_('offers.form.forPost')}
          hint={_('offers.form.forPostHint')}
          value={postId}
          onChange={(e) => choosePost(e.target.value)}
        >
          {posts.map((p) => (
            <option key={p._id} value={p._id}>
              {p.title}
            </option>
          ))}
          <option value="">{_('offers.form.notForPost')}</option>
        </Select>
      )}
      <Input
        label={_('offers.form.title')}
        {...form.register('title')}
        maxLength={OFFER_LIMITS.title}
        error={translateError(errors.title?.message)}
      />
      <Textarea
        label={_('offers.scope')}
        {...form.register('description')}
        rows={5}
        maxLength={OFFER_LIMITS.description}
        error={translateError(errors.description?.message)}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          disabled={!hydrated}
          {...form.register('payInMilestones', { onChange: (e) => payInMilestones(e.target.checked) })}
        />
        {_('offers.form.payInMilestones')}
      </label>
      {inMilestones ? (
        <MilestoneRows form={form} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={_('offers.form.price')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register('price')}
            error={translateError(errors.price?.message)}
          />
          <Input
            label={_('offers.form.deliveryDays')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register('deliveryDays')}
            error={translateError(errors.deliveryDays?.message)}
          />
          <Input
            label={_('offers.terms.revisions')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('revisions')}
            error={translateError(errors.revisions?.message)}
          />
        </div>
      )}
      <FormError message={translateError(formError ?? undefined)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending}>
          {_('offers.form.send')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {_('offers.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
