import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { AdminUser } from '@shared/schemas/admin';
import { reasonSchema, type ReasonInput } from '@shared/schemas/moderation';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Textarea } from '@web/ui/Field';
import { useSuspension } from './api';

/**
 * Suspend an account, with the reason its owner is told (moderation's rules): a modal <dialog>,
 * open while `user` is set. Their sessions end at once and their gigs and posts are hidden.
 */
export function SuspendDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const suspension = useSuspension();
  const form = useForm<ReasonInput>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (user && !dialog.open) {
      form.reset({ reason: '' });
      dialog.showModal();
    }
    if (!user && dialog.open) dialog.close();
  }, [user, form]);

  const submit = form.handleSubmit(({ reason }) => {
    if (!user) return;
    suspension.mutate(
      { userId: user.id, action: 'suspend', reason },
      {
        onSuccess: () => {
          toast.success(_('admin.users.suspendedToast', { name: user.fullName }));
          onClose();
        },
        onError: (err) => {
          const rest = applyServerErrors(err, form.setError, ['reason']);
          if (rest) form.setError('root', { message: rest });
        },
      },
    );
  });

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {_('admin.users.suspendName', { name: user?.fullName ?? '' })}
        </h2>
        <p className="text-sm text-slate-600">{_('admin.suspend.explain')}</p>
        <Textarea
          label={_('admin.reason')}
          error={translateError(form.formState.errors.reason?.message)}
          {...form.register('reason')}
        />
        <FormError message={form.formState.errors.root?.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {_('ui.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={suspension.isPending}>
            {_('admin.suspend.confirm')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
