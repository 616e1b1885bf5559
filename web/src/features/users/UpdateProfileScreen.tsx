import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
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
import { useCountryOptions } from '@web/lib/countries';
import { useTranslateError } from '@web/lib/i18n';
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
  const { _ } = useLingui();
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  return (
    <Page className="max-w-xl">
      <PageTitle>{user.isClient ? _('account.update.titleClient') : _('account.update.titleFreelancer')}</PageTitle>
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
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const update = useUpdateProfile();
  const uploadAvatar = useUpdateAvatar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const countries = useCountryOptions();
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
      toast.success(_('account.update.success'), { autoClose: TOAST_MS.short });
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
        label={_('auth.field.fullName')}
        autoComplete="name"
        required
        maxLength={100}
        {...form.register('fullName')}
        error={translateError(errors.fullName?.message)}
      />
      {!user.isClient && (
        <Select
          label={_('auth.field.profession')}
          {...form.register('profession', { setValueAs: (v: string) => v || undefined })}
          error={translateError(errors.profession?.message)}
        >
          <ProfessionOptions />
        </Select>
      )}
      {/* The value is the ISO code (issue 33); the names are in the page's language. */}
      <Select
        label={_('account.profile.country')}
        autoComplete="country"
        {...form.register('country')}
        error={translateError(errors.country?.message)}
      >
        <option value="">—</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </Select>
      <Input
        label={_('account.update.languages')}
        hint={_('account.update.languagesHint', { max: LANGUAGES_MAX })}
        autoComplete="off"
        {...form.register('languages')}
        error={translateError(errors.languages?.message)}
      />
      <Textarea
        label={_('account.update.about')}
        rows={6}
        hint={_('account.update.aboutHint', { max: ABOUT_MAX })}
        {...form.register('desc')}
        error={translateError(errors.desc?.message)}
      />
      <Input
        label={_('auth.field.avatar')}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hint={_('account.update.avatarHint')}
        className={fileControl}
        {...form.register('avatar')}
        error={translateError(errors.avatar?.message)}
        extra={<FilePreview files={avatarFiles} />}
      />
      <UploadProgress percent={progress} label={_('auth.signup.avatarProgress')} />
      <FormError message={formError} />
      <div className="flex justify-end gap-2">
        <ButtonLink to="/userprofile" variant="secondary">
          {_('account.cancel')}
        </ButtonLink>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {_('account.update.submit')}
        </Button>
      </div>
    </form>
  );
}
