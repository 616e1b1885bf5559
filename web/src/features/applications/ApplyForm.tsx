import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ATTACHMENT_ACCEPT, applyFormSchema, type ApplyFormInput } from '@shared/schemas/applications';
import { applyServerErrors, errorToast } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { fileControl, FormError, Input, Textarea } from '@web/ui/Field';
import { FilePreview, UploadProgress } from '@web/ui/FilePreview';
import { useApply } from './api';

/** The cover letter and attachment of /apply/{id}; success clears them and opens My Applications. */
export function ApplyForm({ postId }: { postId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const apply = useApply(postId);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ApplyFormInput>({
    resolver: zodResolver(applyFormSchema, undefined, { raw: true }),
    defaultValues: { coverLetter: '' },
  });
  const { errors } = form.formState;
  const chosen = form.watch('attachment');
  const files = useMemo(() => (chosen && chosen.length ? [(chosen as FileList)[0]!] : []), [chosen]);

  const submit = form.handleSubmit((values) => {
    const attachment = (values.attachment as unknown as FileList)[0]!;
    setFormError(null);
    setProgress(0);
    apply.mutate(
      { coverLetter: values.coverLetter.trim(), attachment, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(_('applications.apply.submitted'));
          form.reset();
          navigate('/myapplication');
        },
        onError: (err) => {
          errorToast('apply', _('applications.apply.failed'));
          setFormError(applyServerErrors(err, form.setError, ['coverLetter', 'attachment']));
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Textarea
        label={_('applications.coverLetter')}
        rows={8}
        maxLength={5000}
        placeholder={_('applications.apply.placeholder')}
        {...form.register('coverLetter')}
        error={translateError(errors.coverLetter?.message)}
      />
      <Input
        label={
          <>
            {_('applications.apply.attachment')}{' '}
            <span aria-hidden className="text-red-700">
              *
            </span>
          </>
        }
        hint={_('applications.apply.attachmentHint')}
        type="file"
        required
        aria-required="true"
        accept={ATTACHMENT_ACCEPT}
        {...form.register('attachment')}
        error={translateError(errors.attachment?.message)}
        extra={<FilePreview files={files} />}
        className={fileControl}
      />
      <UploadProgress percent={progress} label={_('applications.apply.sendingLabel')} />
      <FormError message={translateError(formError ?? undefined)} />
      <Button type="submit" size="lg" disabled={apply.isPending}>
        {_(apply.isPending ? 'applications.apply.sending' : 'applications.apply.submit')}
      </Button>
    </form>
  );
}
