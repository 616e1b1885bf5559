import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { TOAST_MS } from '@shared/constants';
import { COUNTRIES } from '@shared/countries';
import { ORDER_MAIL_KINDS, ORDER_MAIL_LABELS } from '@shared/schemas/orders';
import type { User } from '@shared/schemas/users';
import { api } from '@web/api/client';
import { sellerFactsQuery } from '@web/lib/seller-facts';
import { Button } from '@web/ui/Button';
import { Input, Select } from '@web/ui/Field';
import { useMailPreferences, useSaveMailPreferences } from './api';

/** Which order mails arrive: each kind can be switched off. */
function MailSettings() {
  const prefs = useMailPreferences();
  const save = useSaveMailPreferences();
  if (!prefs.data) return null;
  const off = new Set(prefs.data.off);
  const toggle = (kind: (typeof ORDER_MAIL_KINDS)[number], on: boolean) => {
    const next = new Set(off);
    if (on) next.delete(kind);
    else next.add(kind);
    save.mutate({ off: [...next] }, { onSuccess: () => toast.success('Mail settings saved', { autoClose: TOAST_MS.short }) });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Order e-mails</legend>
      {ORDER_MAIL_KINDS.map((kind) => (
        <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" checked={!off.has(kind)} disabled={save.isPending} onChange={(e) => toggle(kind, e.target.checked)} />
          {ORDER_MAIL_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}

const whereSchema = z.object({ country: z.string(), languages: z.string().max(300, 'Too many languages') });
type Where = z.infer<typeof whereSchema>;

/** Country (every country) and languages, shown on the gig page's 'About The Freelancer'. */
function WhereSettings({ user }: { user: User }) {
  const facts = useQuery(sellerFactsQuery(user._id));
  const qc = useQueryClient();
  const form = useForm<Where>({ resolver: zodResolver(whereSchema), defaultValues: { country: user.country ?? '', languages: '' } });
  useEffect(() => {
    // Saved values arrive after the form shows: never overwrite what the user already changed.
    if (facts.data) form.reset({ country: facts.data.country ?? '', languages: facts.data.languages.join(', ') }, { keepDirtyValues: true });
  }, [facts.data, form]);
  const save = useMutation({
    mutationFn: (v: Where) =>
      api.put('/users/update-profile', {
        fullName: user.fullName,
        country: v.country,
        languages: v.languages
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean),
      }),
    onSuccess: () => {
      void qc.invalidateQueries();
      toast.success('Profile updated', { autoClose: TOAST_MS.short });
    },
    onError: (err) => form.setError('country', { message: err.message }),
  });
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="space-y-3" noValidate>
      <Select label="Country" {...form.register('country')} error={form.formState.errors.country?.message}>
        <option value="">—</option>
        {COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      <Input label="Languages (comma separated)" {...form.register('languages')} error={form.formState.errors.languages?.message} />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        Save country and languages
      </Button>
    </form>
  );
}

export function OrderSettings({ user }: { user: User }) {
  return (
    <section aria-label="Order settings" className="mt-8 grid gap-6 border-t border-slate-100 pt-6 md:grid-cols-2">
      <WhereSettings user={user} />
      <MailSettings />
    </section>
  );
}
