import { Trans, useLingui } from '@lingui/react';
import { BellPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchKind } from '@shared/schemas/saved-searches';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { FormError, Input, Select } from '@web/ui/Field';
import { useSaveSearch } from './api';

interface Values {
  name: string;
  alert: 'off' | 'instant' | 'daily';
}

const ALERTS = ['off', 'instant', 'daily'] as const;

/**
 * "Save this search": the words, filters and sort on screen under a name, with alerts for job
 * and gig searches. The server checks the name and filters; its errors show under the fields.
 */
export function SaveSearchButton({
  kind,
  query,
  filters,
}: {
  kind: SavedSearchKind;
  query: string;
  filters: Record<string, string | number | undefined>;
}) {
  const { _ } = useLingui();
  const { user } = useMe();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BellPlus className="size-4" aria-hidden /> {_('saved-searches.save.title')}
      </Button>
      {open && <SaveDialog kind={kind} query={query} filters={filters} onClose={() => setOpen(false)} />}
    </>
  );
}

function SaveDialog({
  kind,
  query,
  filters,
  onClose,
}: {
  kind: SavedSearchKind;
  query: string;
  filters: Record<string, string | number | undefined>;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const save = useSaveSearch();
  const form = useForm<Values>({
    defaultValues: {
      name: query.slice(0, SAVED_SEARCH_NAME_MAX) || _('saved-searches.save.defaultName'),
      alert: kind === 'freelancers' ? 'off' : 'instant',
    },
  });
  useEffect(() => ref.current?.showModal(), []);
  const defined = Object.fromEntries(
    Object.entries(filters).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ''),
  );

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { kind, query, filters: defined, ...values },
      {
        onSuccess: () => {
          toast.success(
            <span>
              <Trans
                id="saved-searches.save.done"
                components={{ 0: <Link to="/saved-searches" className="underline" /> }}
              />
            </span>,
          );
          ref.current?.close();
        },
        onError: (err) => {
          const rest = applyServerErrors(err, form.setError, ['name', 'alert']);
          if (rest) form.setError('root', { message: rest });
        },
      },
    ),
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {_('saved-searches.save.title')}
        </h2>
        <Input
          label={_('saved-searches.save.name')}
          maxLength={SAVED_SEARCH_NAME_MAX + 20}
          error={translateError(form.formState.errors.name?.message)}
          {...form.register('name')}
        />
        {kind !== 'freelancers' && (
          <Select
            label={kind === 'jobs' ? _('saved-searches.save.alertJobs') : _('saved-searches.save.alertGigs')}
            error={translateError(form.formState.errors.alert?.message)}
            {...form.register('alert')}
          >
            {ALERTS.map((value) => (
              <option key={value} value={value}>
                {_(`saved-searches.save.alert.${value}`)}
              </option>
            ))}
          </Select>
        )}
        <FormError message={form.formState.errors.root?.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            {_('ui.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {_('saved-searches.save.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
