import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, matchLocale } from '@shared/i18n/locales';
import { useChangeLocale, useLocale } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { cn } from '@web/ui/cn';
import { useHydrated } from '@web/ui/use-hydrated';

/**
 * The site's language (issue 33), in the footer and on the account screen: it switches the page
 * at once, sets the `lang` cookie the server reads on the next page, and for a signed-in person
 * saves it to their account (users.locale), which then follows them to every browser and mail.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { _ } = useLingui();
  const id = useId();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const { user } = useMe();
  const queryClient = useQueryClient();
  // Disabled until the app has taken over a rendered page: a choice made before would be lost.
  const hydrated = useHydrated();
  const choose = (value: string) => {
    const next = matchLocale(value);
    if (!next || next === locale) return;
    void changeLocale(next);
    // Its code loads on a choice only (the footer is in the first script, which has a size budget).
    if (user)
      void import('./api')
        .then(({ saveProfile }) => saveProfile(queryClient, { fullName: user.fullName, locale: next }))
        // Not saved (offline, signed out meanwhile): the cookie still holds the choice for this browser.
        .catch(() => undefined);
  };
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-slate-600">
        {_('layout.language')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={!hydrated}
        onChange={(e) => choose(e.target.value)}
        className="h-9 rounded-lg border border-slate-300 bg-white ps-2 pe-8 text-sm text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
