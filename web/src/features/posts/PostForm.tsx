import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BUDGETS } from '@shared/constants';
import {
  createPostSchema,
  MAX_BUDGET,
  MAX_POST_TAGS,
  OVER_BUDGET,
  type CreatePostData,
  type CreatePostInput,
  type Post,
} from '@shared/schemas/posts';
import { applyServerErrors } from '@web/lib/form-errors';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input, Select, Textarea } from '@web/ui/Field';
import { useFormatBudget } from '@web/lib/budget';
import { JobCategoryOptions } from './JobCategoryOptions';

const FIELDS = ['title', 'description', 'budget', 'budgetAmount', 'category', 'tags'] as const;

/** The form's values for an existing post: a budget past $1,000 ("1000-2500") reads as the choice and its amount. */
function valuesOf(post?: Post): Partial<CreatePostInput> {
  if (!post) return { title: '', description: '', tags: '' };
  const over = /^1000-(\d+)$/.exec(post.budget);
  return {
    title: post.title,
    description: post.description,
    budget: over ? OVER_BUDGET : post.budget,
    budgetAmount: over ? Number(over[1]) : undefined,
    category: post.category as CreatePostInput['category'],
    tags: post.tags.join(', '),
  };
}

interface PostFormProps {
  post?: Post;
  submitLabel: string;
  pending: boolean;
  onSubmit: (data: CreatePostData, failed: (err: unknown) => void) => void;
}

/** A job post's fields, checked as the API checks them: create (/createpost) and edit (/mypost/{id}/edit). */
export function PostForm({ post, submitLabel, pending, onSubmit }: PostFormProps) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const formatBudget = useFormatBudget();
  const formatMoney = useFormatMoney();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreatePostInput, unknown, CreatePostData>({
    resolver: zodResolver(createPostSchema),
    defaultValues: valuesOf(post),
  });
  const { errors } = form.formState;
  const over = form.watch('budget') === OVER_BUDGET;
  const submit = form.handleSubmit((data) => {
    setFormError(null);
    onSubmit(data, (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)));
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Input
        label={_('jobs-form.field.title')}
        {...form.register('title')}
        maxLength={120}
        placeholder={_('jobs-form.field.titlePlaceholder')}
        error={translateError(errors.title?.message)}
      />
      <Textarea
        label={_('jobs-form.field.description')}
        {...form.register('description')}
        rows={6}
        maxLength={5000}
        placeholder={_('jobs-form.field.descriptionPlaceholder')}
        error={translateError(errors.description?.message)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={_('jobs-form.field.budget')}
          {...form.register('budget')}
          defaultValue={post ? undefined : ''}
          error={translateError(errors.budget?.message)}
        >
          <option value="" disabled>
            {_('jobs-form.field.budgetChoose')}
          </option>
          {[...BUDGETS, OVER_BUDGET].map((b) => (
            <option key={b} value={b}>
              {formatBudget(b)}
            </option>
          ))}
        </Select>
        <Select
          label={_('jobs-form.field.category')}
          {...form.register('category')}
          defaultValue={post ? undefined : ''}
          error={translateError(errors.category?.message)}
        >
          <option value="" disabled>
            {_('jobs-form.field.categoryChoose')}
          </option>
          <JobCategoryOptions />
        </Select>
      </div>
      {over && (
        <Input
          label={_('jobs-form.field.budgetAmount')}
          type="number"
          inputMode="numeric"
          min={1001}
          max={MAX_BUDGET}
          step={1}
          hint={_('jobs-form.field.budgetAmountHint', { amount: formatMoney(1000) })}
          {...form.register('budgetAmount')}
          error={translateError(errors.budgetAmount?.message)}
        />
      )}
      <Textarea
        label={_('jobs-form.field.tags')}
        {...form.register('tags')}
        rows={2}
        maxLength={2000}
        placeholder={_('jobs-form.field.tagsPlaceholder')}
        hint={_('jobs-form.field.tagsHint', { max: MAX_POST_TAGS })}
        error={translateError(errors.tags?.message)}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
