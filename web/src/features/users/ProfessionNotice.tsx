import { useLingui } from '@lingui/react';
import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/users';

/**
 * A freelancer may have signed up without a profession (the original client sends an empty one):
 * the dashboard and the profile edit ask for it until it is set. `link` is off on the edit screen itself.
 */
export function ProfessionNotice({ user, link = true }: { user: User; link?: boolean }) {
  const { _ } = useLingui();
  if (user.isClient || user.profession) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Briefcase aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{_('account.profession.missing')}</p>
      {link && (
        <Link
          to="/updateprofile"
          className="font-medium text-amber-950 underline underline-offset-2 hover:no-underline"
        >
          {_('account.profession.choose')}
        </Link>
      )}
    </div>
  );
}
