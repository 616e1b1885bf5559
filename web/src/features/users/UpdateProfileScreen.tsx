import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { COUNTRIES } from '@shared/countries';
import { ProfessionOptions } from '@web/ui/ProfessionOptions';
import {
  ABOUT_MAX,
  LANGUAGES_MAX,
  profileFormSchema,
  splitLanguages,
  type ProfileFormValues,
  type UpdateProfileInput,
  type User,
} from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { useMe } from '@web/lib/session';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { LanguageSwitcher } from './LanguageSwitcher';
import CurrencyPicker from './CurrencyPicker';
import { TimeZoneSelect } from './TimeZoneSelect';
import { fileControl, FormError, Input, Select, Textarea } from '@web/ui/Field';
import { FilePreview, UploadProgress } from '@web/ui/FilePreview';
import { PageSpinner } from '@web/ui/Spinner';
import { useUpdateAvatar, useUpdateProfile } from './api';
import { ProfessionNotice } from './ProfessionNotice';

type ProfileValues = ProfileFormValues & { avatar?: FileList };
const FIELDS = ['fullName', 'profession', 'country', 'languages', 'desc', 'avatar'] as const;

/**
 * /updateprofile: the name (and a freelancer's profession), the country, languages and About text
 * the public profile and gig pages show, plus an optional new avatar.
 */
export default function UpdateProfileScreen() {
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  return (
    <Page className="max-w-xl">
      <PageTitle>{user.isClient ? 'Update Client Profile' : 'Update Freelancer Profile'}</PageTitle>
      <div className="mt-4 empty:hidden">
        <ProfessionNotice user={user} link={false} />
      </div>
      <Card className="mt-6">
        <UpdateProfileForm user={user} />
      </Card>
      {/* The site's language and time zone, saved to the account (they follow the person to every browser); the display currency, kept in this browser. */}
      <Card className="mt-6 space-y-4">
        <LanguageSwitcher />
        <CurrencyPicker />
        <TimeZoneSelect user={user} />
      </Card>
    </Page>
  );
}

function UpdateProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const uploadAvatar = useUpdateAvatar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // raw: the avatar file is sent on its own (PUT /users/update-avatar), not in the profile's JSON.
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }),
    defaultValues: {
      fullName: user.fullName,
      // '' shows the select's prompt: with no profession yet, none looks chosen.
      profession: (user.profession ?? '') as UpdateProfileInput['profession'],
      country: user.country ?? '',
      languages: user.languages.join(', '),
      desc: user.desc ?? '',
    },
  });
  const { errors } = form.formState;
  const chosen = form.watch('avatar');
  const avatarFiles = useMemo(() => (chosen?.length ? [chosen[0]!] : []), [chosen]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const avatar = values.avatar?.[0];
    try {
      // The picture first: only the server can tell a real image, and a refused one should leave
      // the name unsaved too, not half the form applied without a word.
      if (avatar) {
        setProgress(0);
        await uploadAvatar.mutateAsync({ file: avatar, onProgress: setProgress });
      }
      // A client has no profession.
      const about = {
        fullName: values.fullName,
        country: values.country ?? '',
        languages: splitLanguages(values.languages),
        desc: values.desc ?? '',
      };
      await update.mutateAsync(user.isClient ? about : { ...about, profession: values.profession });
      toast.success('Profile updated', { autoClose: TOAST_MS.short });
      navigate('/userprofile');
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, FIELDS));
    } finally {
      setProgress(null);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Input
        label="Full name"
        autoComplete="name"
        required
        maxLength={100}
        {...form.register('fullName')}
        error={errors.fullName?.message}
      />
      {!user.isClient && (
        <Select
          label="Profession"
          {...form.register('profession', { setValueAs: (v: string) => v || undefined })}
          error={errors.profession?.message}
        >
          <ProfessionOptions />
        </Select>
      )}
      <Select label="Country" autoComplete="country-name" {...form.register('country')} error={errors.country?.message}>
        <option value="">—</option>
        {COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      <Input
        label="Languages"
        hint={`Comma separated, up to ${LANGUAGES_MAX}: e.g. English, Spanish`}
        autoComplete="off"
        {...form.register('languages')}
        error={errors.languages?.message}
      />
      <Textarea
        label="About"
        rows={6}
        hint={`A few words about you and your work, shown on your public profile (up to ${ABOUT_MAX} characters)`}
        {...form.register('desc')}
        error={errors.desc?.message}
      />
      <Input
        label="Avatar"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hint="Optional: a new picture, jpg, png or webp, up to 5 MB"
        className={fileControl}
        {...form.register('avatar')}
        error={errors.avatar?.message}
        extra={<FilePreview files={avatarFiles} />}
      />
      <UploadProgress percent={progress} label="Sending your avatar" />
      <FormError message={formError} />
      <div className="flex justify-end gap-2">
        <ButtonLink to="/userprofile" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Update
        </Button>
      </div>
    </form>
  );
}
