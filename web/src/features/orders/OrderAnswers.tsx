import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { Paperclip } from 'lucide-react';
import { answerFileField } from '@shared/multipart-fields';
import type { OrderQuestion } from '@shared/schemas/gig-questions';
import { DELIVERY_ACCEPT } from '@shared/schemas/deliverables';
import type { OrderDetail } from '@shared/schemas/orders';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { fileControl, FormError, Input, Textarea } from '@web/ui/Field';
import { UserText } from '@web/ui/UserText';
import { useSendAnswers } from './api';

type AnswerValues = Record<string, string | FileList | undefined>;

const pickedFile = (value: AnswerValues[string]) => (value instanceof FileList ? value[0] : undefined);
const typedText = (value: AnswerValues[string]) => (typeof value === 'string' ? value.trim() : '');

/**
 * The buyer answers the gig's questions (issue 34); required ones must be answered. A file
 * question is answered with one file (the delivery's types), sent with the answers as a form.
 */
export function AnswersForm({ order }: { order: OrderDetail }) {
  const { _ } = useLingui();
  const send = useSendAnswers(order._id);
  const form = useForm<AnswerValues>({
    defaultValues: Object.fromEntries(order.questions.map((q) => [q.id, q.kind === 'file' ? undefined : ''])),
  });
  const submit = form.handleSubmit((values) => {
    let missing = false;
    for (const q of order.questions) {
      const given = q.kind === 'file' ? pickedFile(values[q.id]) : typedText(values[q.id]);
      if (q.required && !given) {
        form.setError(q.id, {
          message: _(q.kind === 'file' ? 'orders.answers.chooseFile' : 'orders.answers.required'),
        });
        missing = true;
      }
    }
    if (missing) return;
    const answers = order.questions
      .filter((q) => q.kind !== 'file' && typedText(values[q.id]))
      .map((q) => ({ questionId: q.id, answer: typedText(values[q.id]) }));
    const files: Record<string, File> = {};
    for (const q of order.questions) {
      const file = q.kind === 'file' ? pickedFile(values[q.id]) : undefined;
      if (file) files[q.id] = file;
    }
    send.mutate(
      { answers, files },
      {
        onSuccess: () => toast.success(_('orders.answers.sent'), { autoClose: TOAST_MS.short }),
        onError: (err) => {
          // A refusal about one file names its field, `file:<questionId>`: shown under that question.
          const fields = order.questions.map((q) => answerFileField(q.id));
          const rest = applyServerErrors(err, (field, error) => form.setError(field.slice(5), error), fields);
          if (rest) form.setError('root', { message: rest });
        },
      },
    );
  });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={_('orders.answers.label')}>
      {order.questions.map((q) => {
        const error = form.formState.errors[q.id]?.message;
        const label = q.required ? q.prompt : _('orders.answers.optional', { prompt: q.prompt });
        if (q.kind === 'file')
          return (
            <Input
              key={q.id}
              label={label}
              type="file"
              accept={DELIVERY_ACCEPT}
              hint={_('orders.answers.fileHint')}
              {...form.register(q.id)}
              error={error}
              className={fileControl}
            />
          );
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
      <Button type="submit" loading={send.isPending}>
        {_('orders.answers.send')}
      </Button>
    </form>
  );
}

/** The questions and the buyer's answers, on the order page. */
export function QuestionAnswers({ questions }: { questions: OrderQuestion[] }) {
  const { _ } = useLingui();
  return (
    <dl className="space-y-3 text-sm">
      {questions.map((q) => (
        <div key={q.id}>
          <dt className="font-medium text-slate-800" dir="auto">
            {q.prompt}
          </dt>
          <dd className="min-w-0 text-slate-700">
            {q.file ? (
              <a
                href={q.file.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex max-w-full items-center gap-1.5 text-brand-700 hover:underline"
              >
                <Paperclip className="size-4 shrink-0" aria-hidden />
                <bdi className="truncate">{q.file.name}</bdi>
              </a>
            ) : q.answer ? (
              <UserText text={q.answer} />
            ) : (
              <span className="text-slate-500">{_('orders.answers.notYet')}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
