import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { moderationReason } from '@shared/schemas/moderation';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { FormError, Textarea } from '@web/ui/Field';

const required = z.object({ reason: moderationReason });
const optional = z.object({ reason: z.union([z.literal(''), moderationReason]) });
type ReasonForm = { reason: string };

interface Props {
  /** The button's words ("Hide"), also the dialog's confirm button. */
  label: string;
  /** What the button says to a screen reader about what it acts on ("Hide Logo design"). */
  ariaLabel: string;
  title: string;
  /** What the decision does, in a sentence or two. */
  explain: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  /** Restoring undoes a decision: the reason may be left out. */
  reasonOptional?: boolean;
  /** Sends the decision; resolves to what the toast says. */
  decide: (reason: string | undefined) => Promise<string>;
}

/** An admin decision behind a small dialog that asks for the reason the owner will read. */
export function DecisionButton({
  label,
  ariaLabel,
  title,
  explain,
  variant = 'secondary',
  disabled,
  reasonOptional,
  decide,
}: Props) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(reasonOptional ? optional : required),
    defaultValues: { reason: '' },
  });
  const close = () => {
    dialog.current?.close();
    form.reset();
    setProblem(null);
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    setPending(true);
    setProblem(null);
    try {
      const message = await decide(reason || undefined);
      close();
      toast.success(message);
    } catch (err) {
      setProblem(applyServerErrors(err, form.setError, ['reason']));
    } finally {
      setPending(false);
    }
  });
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </Button>
      <Dialog ref={dialog} id={titleId} title={title}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="text-sm text-slate-600">{explain}</div>
          <Textarea
            label={reasonOptional ? _('reports.reasonOptional') : _('admin.reason')}
            rows={3}
            hint={reasonOptional ? _('reports.reasonHintOptional') : _('reports.reasonHint')}
            {...form.register('reason')}
            error={translateError(form.formState.errors.reason?.message)}
          />
          <FormError message={problem} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {_('ui.cancel')}
            </Button>
            <Button type="submit" variant={variant === 'danger' ? 'danger' : 'primary'} loading={pending}>
              {label}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
