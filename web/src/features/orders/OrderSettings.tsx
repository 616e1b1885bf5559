import { useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { MAIL_KINDS } from '@shared/schemas/orders';
import { useMailPreferences, useSaveMailPreferences } from './api';

/** Which order mails arrive: each kind can be switched off. */
function MailSettings() {
  const { _ } = useLingui();
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
      { onSuccess: () => toast.success(_('orders.mail.saved'), { autoClose: TOAST_MS.short }) },
    );
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{_('orders.mail.title')}</legend>
      {MAIL_KINDS.map((kind) => (
        <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={!off.has(kind)}
            disabled={save.isPending}
            onChange={(e) => toggle(kind, e.target.checked)}
          />
          {_(`orders.mail.kind.${kind}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Which mails arrive (country and languages are edited with the profile, on /updateprofile). */
export function OrderSettings() {
  const { _ } = useLingui();
  return (
    <section aria-label={_('orders.mail.region')} className="mt-8 border-t border-slate-100 pt-6">
      <MailSettings />
    </section>
  );
}
