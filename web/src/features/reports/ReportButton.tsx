import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Flag } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  REPORT_REASONS,
  reportFormSchema,
  type ReportFormInput,
  type ReportTargetType,
} from '@shared/schemas/moderation';
import { ApiError } from '@web/api/client';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { cn } from '@web/ui/cn';
import { Dialog } from '@web/ui/Dialog';
import { FormError, Textarea } from '@web/ui/Field';
import { useReport } from './api';

interface Props {
  targetType: ReportTargetType;
  targetId: string;
  /** 'icon': a small flag for each message of a thread; otherwise a quiet "Report" button. */
  look?: 'button' | 'icon';
  className?: string;
}

/**
 * "Report": a small dialog with the reasons (radio buttons) and details. The server's receipt
 * is a toast; a second report of the same thing says so.
 */
export function ReportButton({ targetType, targetId, look = 'button', className }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const reportThis = _('reports.reportThis', { type: targetType });
  const report = useReport();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ReportFormInput>({ resolver: zodResolver(reportFormSchema), defaultValues: { details: '' } });
  const reasonError = translateError(form.formState.errors.reason?.message);

  const close = () => {
    dialog.current?.close();
    form.reset();
    setProblem(null);
  };
  const submit = form.handleSubmit((values) => {
    setProblem(null);
    report.mutate(
      { targetType, targetId, reason: values.reason, details: values.details },
      {
        onSuccess: () => {
          close();
          toast.success(_('reports.received'));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            close();
            toast.info(_('reports.already'));
          } else setProblem(applyServerErrors(err, form.setError, ['reason', 'details']));
        },
      },
    );
  });

  return (
    <>
      {look === 'icon' ? (
        <button
          type="button"
          onClick={() => dialog.current?.showModal()}
          aria-label={reportThis}
          title={reportThis}
          className={cn(
            'rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none',
            className,
          )}
        >
          <Flag className="size-3.5" aria-hidden />
        </button>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => dialog.current?.showModal()} className={className}>
          <Flag className="size-4" aria-hidden /> {_('reports.report')}
          <span className="sr-only"> {_('reports.reportWhat', { type: targetType })}</span>
        </Button>
      )}
      <Dialog ref={dialog} id={titleId} title={reportThis}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset
            aria-describedby={reasonError ? errorId : undefined}
            aria-invalid={reasonError ? true : undefined}
            className="space-y-2"
          >
            <legend className="mb-1 text-sm font-medium text-slate-700">{_('reports.whatIsWrong')}</legend>
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex min-h-9 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input type="radio" value={reason} className="size-4 accent-brand-600" {...form.register('reason')} />
                {_(`reports.reason.${reason}`)}
              </label>
            ))}
            {reasonError && (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {reasonError}
              </p>
            )}
          </fieldset>
          <Textarea
            label={_('reports.details')}
            rows={3}
            hint={_('reports.detailsHint')}
            {...form.register('details')}
            error={translateError(form.formState.errors.details?.message)}
          />
          <FormError message={problem} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {_('ui.cancel')}
            </Button>
            <Button type="submit" loading={report.isPending}>
              {_('reports.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
