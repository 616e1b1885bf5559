import { useLingui } from '@lingui/react';
import { Button } from '@web/ui/Button';
import { useTranslateError } from '@web/lib/i18n';
import { FormError } from '@web/ui/Field';

/** The foot of the skills and projects forms: the form's own error, then its Add button. */
export function AddFormFooter({ error, pending }: { error?: string | null; pending: boolean }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  return (
    <>
      <FormError message={translateError(error ?? undefined)} />
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          {_('profiles.add')}
        </Button>
      </div>
    </>
  );
}
