import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { GIG_CATEGORIES } from '@shared/constants';
import { GIG_LIMITS, gigEditFormSchema, gigFormSchema, type Gig } from '@shared/schemas/gigs';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { useCategoryName } from '@web/lib/taxonomy';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { fileControl, FormError, Input, Select, Textarea } from '@web/ui/Field';
import { FilePreview, UploadProgress } from '@web/ui/FilePreview';
import { FeatureList } from './FeatureList';
import { packagesDraftOf, packagesPayload, type PackagesDraft } from './package-form';
import { PackagesExtrasFields } from './PackagesExtrasFields';
import { QuestionsFields } from './QuestionsFields';

const TEXT_FIELDS = [
  'title',
  'category',
  'description',
  'serviceTitle',
  'shortDescription',
  'deliveryTime',
  'revisionNumber',
  'price',
] as const;
const FIELDS = [...TEXT_FIELDS, 'coverImage', 'images', 'features'] as const;

interface GigFormValues extends PackagesDraft {
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

function valuesOf(gig: Gig | undefined, names: { standard: string; premium: string }): GigFormValues {
  return { ...singleValuesOf(gig), ...packagesDraftOf(gig, names) };
}

function singleValuesOf(gig: Gig | undefined): Omit<GigFormValues, keyof PackagesDraft> {
  if (!gig)
    return {
      title: '',
      category: '',
      description: '',
      serviceTitle: '',
      shortDescription: '',
      deliveryTime: '',
      revisionNumber: '',
      price: '',
      features: [],
    };
  return {
    title: gig.title,
    category: gig.category,
    description: gig.desc,
    serviceTitle: gig.shortTitle,
    shortDescription: gig.shortDesc,
    deliveryTime: String(gig.deliveryTime),
    revisionNumber: String(gig.revisionNumber),
    price: String(gig.price),
    features: gig.features,
  };
}

type Send = (
  form: FormData,
  handlers: { onProgress: (percent: number) => void; onError: (err: unknown) => void; onSettled: () => void },
) => void;

/**
 * The gig form of /add and of /mygigs/{id}/edit. Editing starts from the gig; its cover and
 * gallery are kept unless new pictures are chosen (new gallery pictures replace the old ones).
 */
export function GigForm({
  gig,
  submitLabel,
  pending,
  send,
}: {
  gig?: Gig;
  submitLabel: string;
  pending: boolean;
  send: Send;
}) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // raw: the submit handler needs the files and the typed text, the schema only checks them.
  const categoryName = useCategoryName();
  const form = useForm<GigFormValues>({
    resolver: zodResolver(gig ? gigEditFormSchema : gigFormSchema, undefined, { raw: true }) as never,
    defaultValues: valuesOf(gig, { standard: _('gigs.tier.standard'), premium: _('gigs.tier.premium') }),
  });
  const { errors } = form.formState;
  const cover = form.watch('coverImage');
  const gallery = form.watch('images');
  const coverFiles = useMemo(() => listOf(cover), [cover]);
  const galleryFiles = useMemo(() => listOf(gallery), [gallery]);

  const submit = form.handleSubmit((values) => {
    const basic = {
      name: gig?.packages[0]?.name ?? _('gigs.tier.basic'),
      description: values.shortDescription,
      price: Number(values.price),
      deliveryDays: Number(values.deliveryTime),
      revisions: Number(values.revisionNumber),
      features: values.features,
    };
    const more = packagesPayload(values, basic);
    if ('problems' in more) {
      for (const p of more.problems) form.setError(p.path as never, { message: p.message });
      return;
    }
    const body = new FormData();
    for (const key of TEXT_FIELDS) body.set(key, values[key]);
    body.set('features', JSON.stringify(values.features));
    if (more.packages) body.set('packages', more.packages);
    body.set('extras', more.extras);
    body.set('questions', more.questions);
    const newCover = values.coverImage?.[0];
    if (newCover) body.set('coverImage', newCover);
    for (const image of listOf(values.images)) body.append('images', image);
    setFormError(null);
    setProgress(0);
    send(body, {
      onProgress: setProgress,
      onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
      onSettled: () => setProgress(null),
    });
  });
  const err = (field: (typeof FIELDS)[number]) => translateError(errors[field]?.message);

  return (
    <form onSubmit={submit} noValidate>
      <Card className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <Input
            label={_('gigs.form.title')}
            required
            maxLength={GIG_LIMITS.title}
            placeholder={_('gigs.form.titleHint')}
            {...form.register('title')}
            error={err('title')}
          />
          <Select label={_('gigs.form.category')} required {...form.register('category')} error={err('category')}>
            <option value="" disabled>
              {_('gigs.form.chooseCategory')}
            </option>
            {GIG_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {categoryName(c.name)}
              </option>
            ))}
          </Select>
          {gig && (
            <img
              src={gig.coverThumb}
              alt={_('gigs.form.currentCover')}
              className="aspect-[4/3] w-40 rounded-lg bg-slate-100 object-cover"
            />
          )}
          <Input
            label={_('gigs.form.cover')}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            required={!gig}
            hint={gig ? _('gigs.form.coverHintKeep') : _('gigs.form.coverHint')}
            {...form.register('coverImage')}
            error={err('coverImage')}
            extra={<FilePreview files={coverFiles} />}
            className={fileControl}
          />
          <Input
            label={_('gigs.form.images')}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            hint={
              gig
                ? _('gigs.form.imagesHintKeep', { max: GIG_LIMITS.galleryImages, count: gig.images.length })
                : _('gigs.form.imagesHint', { max: GIG_LIMITS.galleryImages })
            }
            {...form.register('images')}
            error={err('images')}
            extra={<FilePreview files={galleryFiles} />}
            className={fileControl}
          />
          <Textarea
            label={_('gigs.form.description')}
            required
            maxLength={GIG_LIMITS.description}
            rows={8}
            placeholder={_('gigs.form.descriptionHint')}
            {...form.register('description')}
            error={err('description')}
          />
        </div>
        <div className="min-w-0 space-y-4">
          <Input
            label={_('gigs.form.serviceTitle')}
            required
            maxLength={GIG_LIMITS.serviceTitle}
            placeholder={_('gigs.form.serviceTitleHint')}
            {...form.register('serviceTitle')}
            error={err('serviceTitle')}
          />
          <Textarea
            label={_('gigs.form.shortDescription')}
            required
            maxLength={GIG_LIMITS.shortDescription}
            rows={3}
            placeholder={_('gigs.form.shortDescriptionHint')}
            {...form.register('shortDescription')}
            error={err('shortDescription')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={_('gigs.form.deliveryTime')}
              type="number"
              min={1}
              max={GIG_LIMITS.maxDeliveryDays}
              step={1}
              required
              {...form.register('deliveryTime')}
              error={err('deliveryTime')}
            />
            <Input
              label={_('gigs.form.revisionNumber')}
              type="number"
              min={0}
              max={GIG_LIMITS.maxRevisions}
              step={1}
              required
              {...form.register('revisionNumber')}
              error={err('revisionNumber')}
            />
          </div>
          <Controller
            control={form.control}
            name="features"
            render={({ field }) => (
              <FeatureList value={field.value} onChange={field.onChange} error={err('features')} />
            )}
          />
          <Input
            label={_('gigs.form.price')}
            type="number"
            min={1}
            max={GIG_LIMITS.maxPrice}
            step={1}
            required
            {...form.register('price')}
            error={err('price')}
          />
        </div>
        <PackagesExtrasFields form={form as never} />
        <QuestionsFields form={form as never} />
        <div className="space-y-4 md:col-span-2 md:ms-auto md:w-1/2 md:ps-3">
          <UploadProgress percent={progress} label={_('gigs.form.uploading')} />
          <FormError message={formError} />
          <Button type="submit" size="lg" className="w-full" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}
