import { useLingui } from '@lingui/react';
import { Plus, X } from 'lucide-react';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { QUESTION_LIMITS } from '@shared/schemas/gig-questions';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Input, Select, Textarea } from '@web/ui/Field';
import type { PackagesDraft } from './package-form';

const messageAt = (errors: FieldErrors, path: string): string | undefined => {
  let at: unknown = errors;
  for (const key of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return (at as { message?: string } | undefined)?.message;
};

/** Up to 10 requirement questions the buyer answers after paying: free text, multiple choice or a file, required or not. */
export function QuestionsFields({ form }: { form: UseFormReturn<PackagesDraft> }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const { register, watch, formState } = form;
  const rows = useFieldArray({ control: form.control, name: 'questionRows' });
  const err = (path: string) => translateError(messageAt(formState.errors, path));
  return (
    <fieldset className="space-y-3 md:col-span-2">
      <legend className="text-base font-semibold text-slate-900">{_('gigs.form.questions')}</legend>
      <p className="text-sm text-slate-600">{_('gigs.form.questionsIntro')}</p>
      {rows.fields.map((field, i) => (
        <div key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_auto]">
          <Input
            label={_('gigs.form.question.prompt', { number: i + 1 })}
            maxLength={QUESTION_LIMITS.prompt}
            {...register(`questionRows.${i}.prompt`)}
            error={err(`questionRows.${i}.prompt`)}
          />
          <Select
            label={_('gigs.form.question.kind', { number: i + 1 })}
            {...register(`questionRows.${i}.kind`)}
            error={err(`questionRows.${i}.kind`)}
          >
            <option value="text">{_('gigs.form.question.text')}</option>
            <option value="choice">{_('gigs.form.question.choice')}</option>
            <option value="file">{_('gigs.form.question.file')}</option>
          </Select>
          <Button
            type="button"
            variant="secondary"
            className="sm:mt-6"
            aria-label={_('gigs.form.question.remove', { number: i + 1 })}
            onClick={() => rows.remove(i)}
          >
            <X className="size-4" aria-hidden />
          </Button>
          {watch(`questionRows.${i}.kind`) === 'choice' && (
            <Textarea
              label={_('gigs.form.question.options', { number: i + 1 })}
              hint={_('gigs.form.question.optionsHint', { min: 2, max: QUESTION_LIMITS.options })}
              rows={3}
              wrapperClassName="sm:col-span-3"
              {...register(`questionRows.${i}.options`)}
              error={err(`questionRows.${i}.options`)}
            />
          )}
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-3">
            <input type="checkbox" className="size-4 accent-brand-600" {...register(`questionRows.${i}.required`)} />{' '}
            {_('gigs.form.question.required', { number: i + 1 })}
          </label>
        </div>
      ))}
      {rows.fields.length < QUESTION_LIMITS.questions && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => rows.append({ prompt: '', kind: 'text', options: '', required: true })}
        >
          <Plus className="size-4" aria-hidden /> {_('gigs.form.question.add')}
        </Button>
      )}
    </fieldset>
  );
}
