import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Heart } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createListSchema, type CreateListInput } from '@shared/schemas/lists';
import { applyServerErrors, errorToast } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { cn } from '@web/ui/cn';
import { FormError, Input } from '@web/ui/Field';
import { Spinner } from '@web/ui/Spinner';
import { useAddToList, useCreateList, useListsHolding, useRemoveFromList, type SaveTarget } from './api';

/**
 * The heart: saves a gig or a freelancer to one of the person's lists, or to a new one. The lists
 * are asked for only when the dialog opens, so a grid of cards costs no request per card; `saved`
 * (the gig page, a profile) fills the heart when a list holds it.
 */
export function SaveToListButton({
  target,
  label,
  look = 'icon',
  className,
}: {
  target: SaveTarget;
  label: string;
  look?: 'icon' | 'button';
  className?: string;
}) {
  const { _ } = useLingui();
  const { user } = useMe();
  const [open, setOpen] = useState(false);
  const holding = useListsHolding(target, Boolean(user) && (open || look === 'button'));
  if (!user) return null;
  const saved = holding.data?.some((l) => l.savedItemId) ?? false;
  const name = _(saved ? 'lists.save.savedLabel' : 'lists.save.label', { label });
  return (
    <>
      {look === 'icon' ? (
        <button
          type="button"
          aria-label={name}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={cn(
            'grid size-9 place-items-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-600',
            className,
          )}
        >
          <Heart className={cn('size-4', saved && 'fill-rose-600 text-rose-600')} aria-hidden />
        </button>
      ) : (
        <Button
          variant="secondary"
          aria-label={name}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={cn('w-full', className)}
        >
          <Heart className={cn('size-4', saved && 'fill-rose-600 text-rose-600')} aria-hidden />{' '}
          {_(saved ? 'lists.save.saved' : 'lists.save.save')}
        </Button>
      )}
      {open && <SaveDialog target={target} label={label} onClose={() => setOpen(false)} />}
    </>
  );
}

function SaveDialog({ target, label, onClose }: { target: SaveTarget; label: string; onClose: () => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const lists = useListsHolding(target, true);
  const add = useAddToList();
  const remove = useRemoveFromList();
  const create = useCreateList();
  const form = useForm<CreateListInput>({ resolver: zodResolver(createListSchema), defaultValues: { name: '' } });
  useEffect(() => ref.current?.showModal(), []);

  const toggle = (listId: string, itemId: string | null) => {
    if (itemId) remove.mutate({ listId, itemId }, { onError: failed });
    else add.mutate({ listId, target }, { onError: failed });
  };
  const failed = (err: Error) => errorToast('lists', translateError(err.message) ?? err.message);
  const submit = form.handleSubmit(({ name }) =>
    create.mutate(
      { name },
      {
        onSuccess: (list) => {
          form.reset({ name: '' });
          add.mutate({ listId: list._id, target }, { onError: failed });
        },
        onError: (err) => {
          const rest = applyServerErrors(err, form.setError, ['name']);
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
      <div className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {_('lists.save.title')}
        </h2>
        <p dir="auto" className="text-sm break-words text-slate-600">
          {label}
        </p>
        {lists.isPending ? (
          <Spinner className="size-5" />
        ) : lists.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {translateError(lists.error.message)}
          </p>
        ) : lists.data.length === 0 ? (
          <p className="text-sm text-slate-600">{_('lists.save.noLists')}</p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="sr-only">{_('lists.yourLists')}</legend>
            {lists.data.map((list) => (
              <label
                key={list._id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={list.savedItemId !== null}
                  disabled={add.isPending || remove.isPending}
                  onChange={() => toggle(list._id, list.savedItemId)}
                />
                <bdi className="min-w-0 flex-1 truncate">{list.name}</bdi>
                <span className="text-xs text-slate-500">{list.itemCount}</span>
              </label>
            ))}
          </fieldset>
        )}
        <form onSubmit={submit} noValidate className="flex items-start gap-2">
          <Input
            label={_('lists.save.newList')}
            placeholder={_('lists.save.placeholder')}
            maxLength={80}
            wrapperClassName="flex-1"
            error={translateError(form.formState.errors.name?.message)}
            {...form.register('name')}
          />
          <Button type="submit" variant="secondary" className="mt-7" loading={create.isPending}>
            {_('lists.save.create')}
          </Button>
        </form>
        <FormError message={translateError(form.formState.errors.root?.message)} />
        <div className="flex justify-end">
          <Button onClick={() => ref.current?.close()}>{_('lists.save.done')}</Button>
        </div>
      </div>
    </dialog>
  );
}
