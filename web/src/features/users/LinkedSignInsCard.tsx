import { useLingui } from '@lingui/react';
import { KeyRound } from 'lucide-react';
import { useShortTime } from '@web/lib/dates';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FormError } from '@web/ui/Field';
import { Skeleton } from '@web/ui/Skeleton';
import { useLinkedSignIns, useMailPasswordLink, useRemoveSignIn } from './sign-ins-api';

/**
 * The Security screen's sign-ins with Google or another OpenID provider: each can be removed
 * while another way to sign in remains (the password, or another linked sign-in).
 */
export function LinkedSignInsCard({ email }: { email: string }) {
  const { _ } = useLingui();
  const shortTime = useShortTime();
  const signIns = useLinkedSignIns();
  const remove = useRemoveSignIn();
  const mailLink = useMailPasswordLink();

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{_('account.signIns.title')}</h2>
      <p role="status" className="mt-2 text-sm text-emerald-700 empty:hidden">
        {remove.isSuccess ? _('account.signIns.removed') : ''}
      </p>
      <FormError message={remove.error?.message} />
      {signIns.isPending ? (
        <Skeleton className="mt-4 h-14" />
      ) : signIns.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>{_('account.signIns.failed', { reason: signIns.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => signIns.refetch()}>
            {_('ui.error.retry')}
          </Button>
        </div>
      ) : (
        <>
          {signIns.data.items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{_('account.signIns.none')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100" aria-label={_('account.signIns.title')}>
              {signIns.data.items.map((s) => (
                <li key={s._id} className="flex flex-wrap items-center gap-3 py-3">
                  <KeyRound aria-hidden className="size-5 shrink-0 text-slate-400" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{s.providerName}</p>
                    <p className="text-sm break-all text-slate-500">
                      {_('account.signIns.used', {
                        email: s.email,
                        linked: shortTime(s.createdAt),
                        lastUsed: shortTime(s.lastUsedAt),
                      })}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={remove.isPending && remove.variables === s._id}
                    onClick={() => remove.mutate(s._id)}
                    aria-label={_('account.signIns.remove', { provider: s.providerName })}
                  >
                    {_('account.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {!signIns.data.hasPassword && (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <p>{_('account.signIns.noPassword')}</p>
              <Button variant="secondary" size="sm" loading={mailLink.isPending} onClick={() => mailLink.mutate(email)}>
                {_('account.signIns.mailLink')}
              </Button>
              <p role="status" className="w-full text-emerald-700 empty:hidden">
                {mailLink.isSuccess ? _('account.signIns.linkSent', { email }) : ''}
              </p>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
