import { useLingui } from '@lingui/react';
import { Monitor } from 'lucide-react';
import type { ActiveSession } from '@shared/schemas/users';
import { useShortTime } from '@web/lib/dates';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FormError } from '@web/ui/Field';
import { Skeleton } from '@web/ui/Skeleton';
import { useEndOtherSessions, useEndSession, useSessions } from './security-api';

/** The Security screen's signed-in devices: each can be signed out, or all but this one. */
export function SessionsCard() {
  const { _ } = useLingui();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{_('account.sessions.title')}</h2>
        {others > 0 && (
          <Button variant="secondary" size="sm" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {_('account.sessions.endOthers')}
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-emerald-700 empty:hidden">
        {endOthers.isSuccess
          ? _('account.sessions.endedOthers', { count: endOthers.data.data.ended })
          : endOne.isSuccess
            ? _('account.sessions.ended')
            : ''}
      </p>
      <FormError message={endOne.error?.message ?? endOthers.error?.message} />
      {sessions.isPending ? (
        <div role="status" className="mt-4 space-y-3" aria-label={_('account.sessions.loading')}>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sessions.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>{_('account.sessions.failed', { reason: sessions.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => sessions.refetch()}>
            {_('ui.error.retry')}
          </Button>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={_('account.sessions.list')}>
          {sessions.data.map((s) => (
            <SessionRow
              key={s._id}
              session={s}
              ending={endOne.isPending && endOne.variables === s._id}
              onEnd={() => endOne.mutate(s._id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionRow({ session, ending, onEnd }: { session: ActiveSession; ending: boolean; onEnd: () => void }) {
  const { _ } = useLingui();
  const shortTime = useShortTime();
  const name = _('account.sessions.device', { browser: session.browser, system: session.system });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Monitor aria-hidden className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">
          {name}
          {session.current && (
            <span className="ms-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800">
              {_('account.sessions.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-sm break-words text-slate-500">
          {_('account.sessions.seen', {
            ip: session.ip ?? _('account.sessions.unknownIp'),
            signedIn: shortTime(session.createdAt),
            lastSeen: shortTime(session.lastSeenAt),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          loading={ending}
          onClick={onEnd}
          aria-label={_('account.sessions.endOne', { name })}
        >
          {_('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
