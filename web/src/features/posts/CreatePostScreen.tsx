import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { BUDGETS, JOB_CATEGORIES, TOAST_MS } from '@shared/constants';
import { createPostSchema, MAX_POST_TAGS } from '@shared/schemas/posts';
import { useMe } from '@web/lib/session';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { Input, Select, Textarea } from '@web/ui/Field';
import { useCreatePost } from './api';

type Field = 'title' | 'description' | 'budget' | 'category' | 'tags';
type Errors = Partial<Record<Field | 'form', string>>;

/** /createpost: a client posts a job. */
export default function CreatePostScreen() {
  const { user } = useMe();
  const create = useCreatePost();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});

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

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = createPostSchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ title: fields.title?.[0], description: fields.description?.[0], budget: fields.budget?.[0], category: fields.category?.[0], tags: fields.tags?.[0] });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Post created successfully', { autoClose: TOAST_MS.short });
        navigate('/dashboard');
      },
      onError: (err) => setErrors({ form: err.message }),
    });
  };

  return (
    <Page className="max-w-2xl">
      <PageTitle>Create a job post</PageTitle>
      <Card className="mt-6">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Input label="Title" name="title" maxLength={120} placeholder="e.g. Build a landing page for our app" error={errors.title} />
          <Textarea label="Description" name="description" rows={6} maxLength={5000} placeholder="What needs doing, by when, and what a great result looks like" error={errors.description} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label="Budget" name="budget" defaultValue="" error={errors.budget}>
              <option value="" disabled>
                Select a budget
              </option>
              {BUDGETS.map((b) => (
                <option key={b} value={b}>
                  {b}$
                </option>
              ))}
            </Select>
            <Select label="Category" name="category" defaultValue="" error={errors.category}>
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
            name="tags"
            rows={2}
            maxLength={2000}
            placeholder="React, Tailwind, Figma"
            hint={`Separate skills with commas (up to ${MAX_POST_TAGS}).`}
            error={errors.tags}
          />
          {errors.form && (
            <p role="alert" className="text-sm text-red-600">
              {errors.form}
            </p>
          )}
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
