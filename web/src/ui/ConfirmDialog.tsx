import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useTranslateError } from '@web/lib/i18n';
import { FormError } from './Field';

interface ConfirmProps {
  /** The question, naming the thing ("Delete the post “Logo design”?"). */
  title: string;
  /** What is lost or cannot be taken back, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's words ("Delete post"). */
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** Does the action; the dialog stays open with the error if it rejects. */
  onConfirm: () => Promise<unknown>;
  /** The control that opens the dialog. */
  trigger: (open: () => void) => ReactNode;
}

/**
 * A destructive or irreversible action asks first: the trigger opens a modal dialog that names
 * what is lost; only its confirm button acts. Cancel and Escape change nothing.
 */
export function ConfirmAction({ title, children, confirmLabel, tone = 'danger', onConfirm, trigger }: ConfirmProps) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    dialog.current?.close();
    setProblem(null);
  };
  const confirm = async () => {
    setPending(true);
    setProblem(null);
    try {
      await onConfirm();
      close();
    } catch (err) {
      // The API answers in the page's language; a message the browser wrote (the server out of
      // reach, a schema's English) is found among the errors.* keys.
      setProblem((err instanceof Error && translateError(err.message)) || _('ui.error.title'));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {trigger(() => dialog.current?.showModal())}
      <Dialog ref={dialog} id={titleId} title={title}>
        <div className="text-sm leading-6 break-words text-slate-600">{children}</div>
        <FormError message={problem} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {_('ui.cancel')}
          </Button>
          <Button variant={tone} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
