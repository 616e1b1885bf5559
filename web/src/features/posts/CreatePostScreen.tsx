import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { BUDGETS, JOB_CATEGORIES, TOAST_MS } from '@shared/constants';
import { createPostSchema, MAX_POST_TAGS, type CreatePostData, type CreatePostInput } from '@shared/schemas/posts';
import { applyServerErrors } from '@web/lib/form-errors';
import { useMe } from '@web/lib/session';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { FormError, Input, Select, Textarea } from '@web/ui/Field';
import { useCreatePost } from './api';
import { formatBudget } from '@web/lib/money';

const FIELDS = ['title', 'description', 'budget', 'category', 'tags'] as const;

/** /createpost: a client posts a job. */
export default function CreatePostScreen() {
  const { user } = useMe();
  const create = useCreatePost();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreatePostInput, unknown, CreatePostData>({ resolver: zodResolver(createPostSchema), defaultValues: { title: '', description: '', tags: '' } });
  const { errors } = form.formState;

  if (user && !user.isClient) {
    return (
      <Page className="max-w-2xl">
        <EmptyState title="Only clients can create posts">
          <ButtonLink to="/dashboard" variant="secondary" size="sm">
            Back to the dashboard
          </ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  const submit = form.handleSubmit((data) => {
    setFormError(null);
    create.mutate(data, {
      onSuccess: () => {
        toast.success('Post created successfully', { autoClose: TOAST_MS.short });
        navigate('/dashboard');
      },
      onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
    });
  });

  return (
    <Page className="max-w-2xl">
      <PageTitle>Create a job post</PageTitle>
      <Card className="mt-6">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Input label="Title" {...form.register('title')} maxLength={120} placeholder="e.g. Build a landing page for our app" error={errors.title?.message} />
          <Textarea label="Description" {...form.register('description')} rows={6} maxLength={5000} placeholder="What needs doing, by when, and what a great result looks like" error={errors.description?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label="Budget" {...form.register('budget')} defaultValue="" error={errors.budget?.message}>
              <option value="" disabled>
                Select a budget
              </option>
              {BUDGETS.map((b) => (
                <option key={b} value={b}>
                  {formatBudget(b)}
                </option>
              ))}
            </Select>
            <Select label="Category" {...form.register('category')} defaultValue="" error={errors.category?.message}>
              <option value="" disabled>
                Select a category
              </option>
              {JOB_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
          </div>
          <Textarea
            label="Tags"
            {...form.register('tags')}
            rows={2}
            maxLength={2000}
            placeholder="React, Tailwind, Figma"
            hint={`Separate skills with commas (up to ${MAX_POST_TAGS}).`}
            error={errors.tags?.message}
          />
          <FormError message={formError} />
          <div className="flex justify-end">
            <Button type="submit" size="lg" loading={create.isPending}>
              Post
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
