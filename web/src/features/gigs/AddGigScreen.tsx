import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { GIG_CATEGORIES, TOAST_MS } from '@shared/constants';
import { GIG_LIMITS } from '@shared/schemas/gigs';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { Input, Select, Textarea } from '@web/ui/Field';
import { PageSpinner } from '@web/ui/Spinner';
import { useCreateGig } from './api';
import { FeatureList } from './FeatureList';

const fileClass = 'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700';

const FIELDS = new Set(['title', 'category', 'coverImage', 'images', 'description', 'serviceTitle', 'shortDescription', 'deliveryTime', 'revisionNumber', 'features', 'price']);

interface FormErrors {
  fields: Record<string, string>;
  general: string | null;
}

/** The server names each field in its message ("price: must be at least 1; title: ..."); show each there. */
function splitFieldErrors(message: string): FormErrors {
  const errors: FormErrors = { fields: {}, general: null };
  for (const part of message.split('; ')) {
    const match = /^([a-zA-Z]+)(?:\.\d+)?: (.*)$/.exec(part);
    if (match && FIELDS.has(match[1]!)) errors.fields[match[1]!] ??= match[2]!;
    else errors.general = errors.general ? `${errors.general}; ${part}` : part;
  }
  return errors;
}

/** /add: the 'Add New Gig' form of SPEC.md. */
export default function AddGigScreen() {
  const { user } = useMe();
  const create = useCreateGig();
  const navigate = useNavigate();
  const [features, setFeatures] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, general: null });
  if (!user) return <PageSpinner />;
  if (user.isClient) return <Page><EmptyState title="Only freelancers can create gigs." /></Page>;

  const fieldError = (field: string) => errors.fields[field];

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const images = form.getAll('images').filter((f): f is File => f instanceof File && f.size > 0);
    if (images.length > GIG_LIMITS.galleryImages) return setErrors({ fields: { images: `Choose at most ${GIG_LIMITS.galleryImages} images` }, general: null });
    form.delete('images');
    for (const image of images) form.append('images', image);
    form.set('features', JSON.stringify(features));
    setErrors({ fields: {}, general: null });
    create.mutate(form, {
      onSuccess: () => {
        toast.success('Gig successfully created', { autoClose: TOAST_MS.short });
        navigate('/mygigs');
      },
      onError: (err) => setErrors(splitFieldErrors(err.message)),
    });
  };

  return (
    <Page className="space-y-6">
      <PageTitle>Add New Gig</PageTitle>
      <form onSubmit={submit} noValidate>
        <Card className="grid gap-6 md:grid-cols-2">
          <div className="space-y-4">
            <Input label="Title" name="title" required maxLength={GIG_LIMITS.title} placeholder="e.g. I will do something I'm really good at" error={fieldError('title')} />
            <Select label="Category" name="category" required defaultValue="" error={fieldError('category')}>
              <option value="" disabled>
                Choose a category
              </option>
              {GIG_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.name}
                </option>
              ))}
            </Select>
            <Input label="Cover Image" name="coverImage" type="file" accept="image/png,image/jpeg,image/webp" required hint="jpg, png or webp, up to 5 MB" error={fieldError('coverImage')} className={fileClass} />
            <Input label="Upload Images" name="images" type="file" accept="image/png,image/jpeg,image/webp" multiple hint={`Up to ${GIG_LIMITS.galleryImages} images`} error={fieldError('images')} className={fileClass} />
            <Textarea label="Description" name="description" required maxLength={GIG_LIMITS.description} rows={8} placeholder="Brief descriptions to introduce your service to customers" error={fieldError('description')} />
          </div>
          <div className="space-y-4">
            <Input label="Service Title" name="serviceTitle" required maxLength={GIG_LIMITS.serviceTitle} placeholder="e.g. One-page web design" error={fieldError('serviceTitle')} />
            <Textarea label="Short Description" name="shortDescription" required maxLength={GIG_LIMITS.shortDescription} rows={3} placeholder="Short description of your service" error={fieldError('shortDescription')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label="Delivery Time (days)" name="deliveryTime" type="number" min={1} max={GIG_LIMITS.maxDeliveryDays} step={1} required error={fieldError('deliveryTime')} />
              <Input label="Revision Number" name="revisionNumber" type="number" min={0} max={GIG_LIMITS.maxRevisions} step={1} required error={fieldError('revisionNumber')} />
            </div>
            <FeatureList value={features} onChange={setFeatures} error={fieldError('features')} />
            <Input label="Price ($)" name="price" type="number" min={1} max={GIG_LIMITS.maxPrice} step={1} required error={fieldError('price')} />
            {errors.general && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {errors.general}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full" loading={create.isPending}>
              Create
            </Button>
          </div>
        </Card>
      </form>
    </Page>
  );
}
