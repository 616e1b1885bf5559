import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { ONLY_CLIENTS_REVIEW, REVIEW_MAX_LENGTH } from '@shared/schemas/reviews';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { Textarea } from '@web/ui/Field';
import { cn } from '@web/ui/cn';
import { useAddReview } from './api';

/** Stars 1 to 5 as radio buttons (arrow keys move between them), drawn as stars. */
function StarInput({ value, onChange }: { value: number; onChange: (star: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
            <input type="radio" name="star" value={star} checked={value === star} onChange={() => onChange(star)} className="sr-only" aria-label={`${star} star${star === 1 ? '' : 's'}`} />
            <Star aria-hidden className={cn('size-7 transition-colors', star <= value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300 hover:text-amber-300')} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Add a review; SPEC.md: a non-client gets the toast 'Only clients can add reviews.' and nothing is sent. */
export function AddReviewForm({ gigId, onAdded }: { gigId: string; onAdded?: () => void }) {
  const { user } = useMe();
  const addReview = useAddReview();
  const [star, setStar] = useState(0);
  const [desc, setDesc] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user?.isClient) {
      toast.error(ONLY_CLIENTS_REVIEW, { autoClose: TOAST_MS.short });
      return;
    }
    if (star === 0) return setError('Choose from 1 to 5 stars');
    if (!desc.trim()) return setError('Write a few words about the gig');
    setError(null);
    addReview.mutate(
      { gigId, star, desc },
      {
        onSuccess: () => {
          setStar(0);
          setDesc('');
          toast.success('Review added', { autoClose: TOAST_MS.short });
          onAdded?.();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 className="font-semibold text-slate-900">Add a review</h3>
      <StarInput value={star} onChange={setStar} />
      <Textarea label="Your review" name="desc" value={desc} onChange={(e) => setDesc(e.target.value)} maxLength={REVIEW_MAX_LENGTH} placeholder="How was working with this freelancer?" />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" loading={addReview.isPending}>
        Send
      </Button>
    </form>
  );
}
