import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { HIRING_MAIL_LABELS } from '@shared/schemas/offers';
import { MAIL_KINDS, ORDER_MAIL_LABELS } from '@shared/schemas/orders';
import { useMailPreferences, useSaveMailPreferences } from './api';

const MAIL_LABELS = { ...ORDER_MAIL_LABELS, ...HIRING_MAIL_LABELS };

/** Which order mails arrive: each kind can be switched off. */
function MailSettings() {
  const prefs = useMailPreferences();
  const save = useSaveMailPreferences();
  if (!prefs.data) return null;
  const off = new Set(prefs.data.off);
  const toggle = (kind: (typeof MAIL_KINDS)[number], on: boolean) => {
    const next = new Set(off);
    if (on) next.delete(kind);
    else next.add(kind);
    save.mutate(
      { off: [...next] },
      { onSuccess: () => toast.success('Mail settings saved', { autoClose: TOAST_MS.short }) },
    );
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Order and hiring e-mails</legend>
      {MAIL_KINDS.map((kind) => (
        <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={!off.has(kind)}
            disabled={save.isPending}
            onChange={(e) => toggle(kind, e.target.checked)}
          />
          {MAIL_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}

/** Which mails arrive (country and languages are edited with the profile, on /updateprofile). */
export function OrderSettings() {
  return (
    <section aria-label="Order settings" className="mt-8 border-t border-slate-100 pt-6">
      <MailSettings />
    </section>
  );
}
