import { useLingui } from '@lingui/react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useTranslateError } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { Button, ButtonLink } from '@web/ui/Button';
import { Spinner } from '@web/ui/Spinner';
import { useResendVerification, useVerifyEmail } from './api';

/** /verify-email/{token}, the mailed link: it verifies on arrival, signed in or not. */
export default function VerifyEmailScreen() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const { token = '' } = useParams();
  const verify = useVerifyEmail(token);
  const resend = useResendVerification();
  const { user } = useMe();
  // The link works once: never a second call, not even from React's development double effects.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate();
  }, [verify]);

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {verify.isSuccess ? (
          <>
            <CheckCircle2 aria-hidden className="mx-auto size-10 text-emerald-600" />
            <h1 className="mt-3 text-xl font-semibold text-slate-900">{_('account.verify.done')}</h1>
            <p className="mt-2 text-sm text-slate-600">{_('account.verify.doneText')}</p>
            <ButtonLink to={user ? '/dashboard' : '/login'} className="mt-6 w-full">
              {user ? _('account.verify.dashboard') : _('auth.login.submit')}
            </ButtonLink>
          </>
        ) : verify.isError ? (
          <>
            <XCircle aria-hidden className="mx-auto size-10 text-red-600" />
            <h1 className="mt-3 text-xl font-semibold text-slate-900">{_('account.verify.broken')}</h1>
            <p className="mt-2 text-sm break-words text-slate-600">
              {translateError(capitalised(verify.error.message.replace(/^token: /, '')))}
            </p>
            {user && !user.emailVerified ? (
              <>
                <Button className="mt-6 w-full" loading={resend.isPending} onClick={() => resend.mutate()}>
                  {_('account.verify.resend')}
                </Button>
                <p role="status" className="mt-2 text-sm text-slate-600">
                  {resend.isSuccess
                    ? _('account.verify.resentTo', { email: user.email })
                    : resend.isError
                      ? resend.error.message
                      : ''}
                </p>
              </>
            ) : (
              <ButtonLink to={user ? '/dashboard' : '/login'} variant="secondary" className="mt-6 w-full">
                {user ? _('account.verify.dashboard') : _('account.verify.logIn')}
              </ButtonLink>
            )}
          </>
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 py-6">
            <Spinner className="size-8" />
            <h1 className="text-xl font-semibold text-slate-900">{_('account.verify.pending')}</h1>
          </div>
        )}
      </div>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
