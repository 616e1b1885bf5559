import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { OrderQuestion } from '@shared/schemas/gig-questions';
import type { OrderDetail } from '@shared/schemas/orders';
import { Button } from '@web/ui/Button';
import { FormError, Textarea } from '@web/ui/Field';
import { UserText } from '@web/ui/UserText';
import { useOrderStep } from './api';

/** The buyer answers the gig's questions (issue 34); required ones must be answered. */
export function AnswersForm({ order }: { order: OrderDetail }) {
  const step = useOrderStep(order._id);
  const form = useForm<Record<string, string>>({
    defaultValues: Object.fromEntries(order.questions.map((q) => [q.id, ''])),
  });
  const submit = form.handleSubmit((values) => {
    let missing = false;
    for (const q of order.questions) {
      if (q.required && !values[q.id]?.trim()) {
        form.setError(q.id, { message: 'This question must be answered' });
        missing = true;
      }
    }
    if (missing) return;
    const answers = order.questions
      .filter((q) => values[q.id]?.trim())
      .map((q) => ({ questionId: q.id, answer: values[q.id]!.trim() }));
    step.mutate(
      { step: 'answers', body: { answers } },
      {
        onSuccess: () => toast.success('Answers sent', { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('root', { message: err.message }),
      },
    );
  });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Answer the seller's questions">
      {order.questions.map((q) => {
        const error = form.formState.errors[q.id]?.message;
        const label = `${q.prompt}${q.required ? '' : ' (optional)'}`;
        return q.kind === 'choice' ? (
          <fieldset key={q.id} className="space-y-1.5" aria-describedby={error ? `${q.id}-error` : undefined}>
            <legend className="text-sm font-medium text-slate-700">{label}</legend>
            {q.options.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="radio" value={option} className="size-4 accent-brand-600" {...form.register(q.id)} />{' '}
                {option}
              </label>
            ))}
            {error && (
              <p id={`${q.id}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        ) : (
          <Textarea key={q.id} label={label} rows={3} {...form.register(q.id)} error={error} />
        );
      })}
      <FormError message={form.formState.errors.root?.message} />
      <Button type="submit" loading={step.isPending}>
        Send answers
      </Button>
    </form>
  );
}

/** The questions and the buyer's answers, on the order page. */
export function QuestionAnswers({ questions }: { questions: OrderQuestion[] }) {
  return (
    <dl className="space-y-3 text-sm">
      {questions.map((q) => (
        <div key={q.id}>
          <dt className="font-medium text-slate-800">{q.prompt}</dt>
          <dd className="text-slate-700">
            {q.answer ? <UserText text={q.answer} /> : <span className="text-slate-500">Not answered yet</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
