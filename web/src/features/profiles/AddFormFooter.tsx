import { Button } from '@web/ui/Button';
import { FormError } from '@web/ui/Field';

/** The foot of the skills and projects forms: the form's own error, then its Add button. */
export function AddFormFooter({ error, pending }: { error?: string | null; pending: boolean }) {
  return (
    <>
      <FormError message={error} />
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          Add
        </Button>
      </div>
    </>
  );
}
