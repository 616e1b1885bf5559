import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { TOAST_MS } from '@shared/constants';
import { REVIEW_MAX_LENGTH, reviewFormSchema } from '@shared/schemas/reviews';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Textarea } from '@web/ui/Field';
import { cn } from '@web/ui/cn';
import { useAddReview } from './api';

// The gig comes from the page; the form checks what the user gives with the route's own rule.
type ReviewFormInput = z.input<typeof reviewFormSchema>;
type ReviewFormData = z.output<typeof reviewFormSchema>;

/** Stars 1 to 5 as radio buttons (arrow keys move between them), drawn as stars; the error sits under them. */
function StarInput({ value, field, error }: { value: number; field: UseFormRegisterReturn; error?: string }) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-700">
        {_('reviews.form.rating')}
      </p>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              value={star}
              {...field}
              className="sr-only"
              aria-label={_('reviews.form.stars', { count: star })}
            />
            <Star
              aria-hidden
              className={cn(
                'size-7 transition-colors',
                star <= value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300 hover:text-amber-300',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type ReviewTarget = { gigId: string; orderId?: undefined } | { orderId: string; gigId?: undefined };

/** The form itself: its own chunk, as only a client who may review a gig or an order ever sees it (AddReviewForm). */
export default function ReviewForm({ target, onAdded }: { target: ReviewTarget; onAdded?: () => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const addReview = useAddReview();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReviewFormInput, unknown, ReviewFormData>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { star: 0, desc: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((review) => {
    setFormError(null);
    addReview.mutate(
      { ...(target.orderId !== undefined ? { orderId: target.orderId } : { gigId: target.gigId }), ...review },
      {
        onSuccess: () => {
          form.reset();
          toast.success(_('reviews.form.added'), { autoClose: TOAST_MS.short });
          onAdded?.();
        },
        onError: (err) => setFormError(applyServerErrors(err, form.setError, ['star', 'desc'])),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 className="font-semibold text-slate-900">{_('reviews.form.title')}</h3>
      <StarInput
        value={Number(form.watch('star'))}
        field={form.register('star')}
        error={translateError(errors.star?.message)}
      />
      <Textarea
        label={_('reviews.form.review')}
        maxLength={REVIEW_MAX_LENGTH}
        placeholder={_('reviews.form.placeholder')}
        {...form.register('desc')}
        error={translateError(errors.desc?.message)}
      />
      <FormError message={formError} />
      <Button type="submit" loading={addReview.isPending}>
        {_('reviews.form.send')}
      </Button>
    </form>
  );
}
