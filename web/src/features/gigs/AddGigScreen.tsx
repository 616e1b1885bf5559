import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { GIG_CATEGORIES, TOAST_MS } from '@shared/constants';
import { GIG_LIMITS, gigFormSchema } from '@shared/schemas/gigs';
import { applyServerErrors } from '@web/lib/form-errors';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { fileControl, FormError, Input, Select, Textarea } from '@web/ui/Field';
import { FilePreview, UploadProgress } from '@web/ui/FilePreview';
import { PageSpinner } from '@web/ui/Spinner';
import { useCreateGig } from './api';
import { FeatureList } from './FeatureList';

const TEXT_FIELDS = ['title', 'category', 'description', 'serviceTitle', 'shortDescription', 'deliveryTime', 'revisionNumber', 'price'] as const;
const FIELDS = [...TEXT_FIELDS, 'coverImage', 'images', 'features'] as const;

interface GigFormValues {
  title: string;
  category: string;
  description: string;
  serviceTitle: string;
  shortDescription: string;
  deliveryTime: string;
  revisionNumber: string;
  price: string;
  features: string[];
  coverImage?: FileList;
  images?: FileList;
}

const listOf = (files: FileList | undefined) => (files ? Array.from(files) : []);

/** /add: the 'Add New Gig' form of SPEC.md. */
export default function AddGigScreen() {
  const { user } = useMe();
  const create = useCreateGig();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // raw: the submit handler needs the files and the typed text, the schema only checks them.
  const form = useForm<GigFormValues>({
    resolver: zodResolver(gigFormSchema, undefined, { raw: true }) as never,
    defaultValues: { title: '', category: '', description: '', serviceTitle: '', shortDescription: '', deliveryTime: '', revisionNumber: '', price: '', features: [] },
  });
  const { errors } = form.formState;
  const cover = form.watch('coverImage');
  const gallery = form.watch('images');
  const coverFiles = useMemo(() => listOf(cover), [cover]);
  const galleryFiles = useMemo(() => listOf(gallery), [gallery]);
  if (!user) return <PageSpinner />;
  if (user.isClient) return <Page><EmptyState title="Only freelancers can create gigs." /></Page>;

  const submit = form.handleSubmit((values) => {
    const body = new FormData();
    for (const key of TEXT_FIELDS) body.set(key, values[key]);
    body.set('features', JSON.stringify(values.features));
    body.set('coverImage', values.coverImage![0]!);
    for (const image of listOf(values.images)) body.append('images', image);
    setFormError(null);
    setProgress(0);
    create.mutate(
      { form: body, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success('Gig successfully created', { autoClose: TOAST_MS.short });
          navigate('/mygigs');
        },
        onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
        onSettled: () => setProgress(null),
      },
    );
  });
  const err = (field: (typeof FIELDS)[number]) => errors[field]?.message;

  return (
    <Page className="space-y-6">
      <PageTitle>Add New Gig</PageTitle>
      <form onSubmit={submit} noValidate>
        <Card className="grid gap-6 md:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <Input label="Title" required maxLength={GIG_LIMITS.title} placeholder="e.g. I will do something I'm really good at" {...form.register('title')} error={err('title')} />
            <Select label="Category" required {...form.register('category')} error={err('category')}>
              <option value="" disabled>
                Choose a category
              </option>
              {GIG_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.name}
                </option>
              ))}
            </Select>
            <Input label="Cover Image" type="file" accept="image/png,image/jpeg,image/webp" required hint="jpg, png or webp, up to 5 MB" {...form.register('coverImage')} error={err('coverImage')} extra={<FilePreview files={coverFiles} />} className={fileControl} />
            <Input label="Upload Images" type="file" accept="image/png,image/jpeg,image/webp" multiple hint={`Up to ${GIG_LIMITS.galleryImages} images`} {...form.register('images')} error={err('images')} extra={<FilePreview files={galleryFiles} />} className={fileControl} />
            <Textarea label="Description" required maxLength={GIG_LIMITS.description} rows={8} placeholder="Brief descriptions to introduce your service to customers" {...form.register('description')} error={err('description')} />
          </div>
          <div className="min-w-0 space-y-4">
            <Input label="Service Title" required maxLength={GIG_LIMITS.serviceTitle} placeholder="e.g. One-page web design" {...form.register('serviceTitle')} error={err('serviceTitle')} />
            <Textarea label="Short Description" required maxLength={GIG_LIMITS.shortDescription} rows={3} placeholder="Short description of your service" {...form.register('shortDescription')} error={err('shortDescription')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label="Delivery Time (days)" type="number" min={1} max={GIG_LIMITS.maxDeliveryDays} step={1} required {...form.register('deliveryTime')} error={err('deliveryTime')} />
              <Input label="Revision Number" type="number" min={0} max={GIG_LIMITS.maxRevisions} step={1} required {...form.register('revisionNumber')} error={err('revisionNumber')} />
            </div>
            <Controller control={form.control} name="features" render={({ field }) => <FeatureList value={field.value} onChange={field.onChange} error={err('features')} />} />
            <Input label="Price ($)" type="number" min={1} max={GIG_LIMITS.maxPrice} step={1} required {...form.register('price')} error={err('price')} />
            <UploadProgress percent={progress} label="Uploading your gig" />
            <FormError message={formError} />
            <Button type="submit" size="lg" className="w-full" loading={create.isPending}>
              Create
            </Button>
          </div>
        </Card>
      </form>
    </Page>
  );
}
