import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DISPUTE_FILE_ACCEPT,
  DISPUTE_LIMITS,
  DISPUTE_MAX_FILES,
  disputeMessageFieldsSchema,
} from '@shared/schemas/disputes';
import { ApiError } from '@web/api/client';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { fileControl, FormError, Input, Textarea } from '@web/ui/Field';
import { FilePreview, UploadProgress } from '@web/ui/FilePreview';
import { useSendDisputeMessage } from './api';

/**
 * A message to the other party (and Workify) with evidence: up to DISPUTE_MAX_FILES images or
 * PDFs, sent with the upload's progress. Only the two parties and Workify's team can open them.
 */
export function EvidenceForm({ disputeId, placeholder }: { disputeId: string; placeholder?: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSendDisputeMessage(disputeId, setProgress);
  const form = useForm<
    z.input<typeof disputeMessageFieldsSchema>,
    unknown,
    z.output<typeof disputeMessageFieldsSchema>
  >({ resolver: zodResolver(disputeMessageFieldsSchema), defaultValues: { body: '' } });
  const errors = form.formState.errors;

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...files, ...Array.from(e.target.files ?? [])];
    setFileError(
      picked.length > DISPUTE_MAX_FILES ? _('disputes.evidence.tooMany', { max: DISPUTE_MAX_FILES }) : undefined,
    );
    setFiles(picked.slice(0, DISPUTE_MAX_FILES));
    e.target.value = '';
  };
  const submit = form.handleSubmit(({ body }) => {
    if (!body && files.length === 0) return form.setError('body', { message: _('disputes.evidence.empty') });
    setProgress(files.length > 0 ? 0 : null);
    send.mutate(
      { body, files },
      {
        onSuccess: () => {
          form.reset();
          setFiles([]);
          setFileError(undefined);
        },
        onError: (err) => {
          if (err instanceof ApiError && (err.status === 413 || err.status === 415))
            return setFileError(err.status === 413 ? _('disputes.evidence.tooLarge') : err.message);
          const rest = applyServerErrors(err, form.setError, ['body']);
          if (rest) form.setError('root', { message: rest });
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={_('disputes.evidence.form')} className="space-y-3">
      <Textarea
        label={_('disputes.evidence.message')}
        rows={3}
        maxLength={DISPUTE_LIMITS.body}
        placeholder={placeholder ?? _('disputes.evidence.placeholder')}
        {...form.register('body')}
        error={translateError(errors.body?.message)}
      />
      <Input
        type="file"
        label={_('disputes.evidence.files')}
        hint={_('disputes.evidence.hint', { max: DISPUTE_MAX_FILES })}
        multiple
        accept={DISPUTE_FILE_ACCEPT}
        onChange={pick}
        error={fileError}
        className={fileControl}
        extra={
          files.length > 0 && (
            <div className="space-y-2">
              <FilePreview files={files} label={_('disputes.evidence.chosen')} />
              <Button variant="ghost" size="sm" onClick={() => setFiles([])}>
                {_('disputes.evidence.remove')}
              </Button>
            </div>
          )
        }
      />
      <UploadProgress percent={progress} label={_('disputes.evidence.uploading')} />
      <FormError message={errors.root?.message} />
      <Button type="submit" loading={send.isPending}>
        {_('disputes.evidence.send')}
      </Button>
    </form>
  );
}
