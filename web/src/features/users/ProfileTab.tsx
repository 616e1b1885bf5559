import { Trans, useLingui } from '@lingui/react';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/users';
import { useCountryName } from '@web/lib/countries';
import { DetailRow } from '@web/ui/DetailRow';
import { UserText } from '@web/ui/UserText';

/** /userprofile's Profile tab: the account and what the public profile shows, with a link to edit it. */
export function ProfileTab({ user }: { user: User }) {
  const countryName = useCountryName();
  const { _ } = useLingui();
  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-4">
        <dl className="min-w-0 flex-1">
          <DetailRow label={_('auth.field.username')} value={user.username} />
          <DetailRow label={_('account.profile.name')} value={user.fullName} />
          <DetailRow label={_('auth.field.email')} value={user.email} />
          <DetailRow label={_('account.profile.country')} value={countryName(user.country, '—')} />
          <DetailRow
            label={_('account.update.languages')}
            value={user.languages.length ? user.languages.join(', ') : '—'}
          />
        </dl>
        <Link
          to="/updateprofile"
          aria-label={_('account.profile.edit')}
          className="grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-brand-700"
        >
          <Pencil className="size-4" aria-hidden />
        </Link>
      </div>
      <section aria-labelledby="about-me">
        <h2 id="about-me" className="text-sm font-semibold text-slate-900">
          {_('account.update.about')}
        </h2>
        {user.desc ? (
          <UserText text={user.desc} className="mt-1 text-slate-700" />
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            <Trans
              id="account.profile.aboutEmpty"
              components={{ 0: <Link to="/updateprofile" className="font-medium text-brand-700 underline" /> }}
            />
          </p>
        )}
      </section>
    </div>
  );
}
