import { Trans, useLingui } from '@lingui/react';
import { MailWarning } from 'lucide-react';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { useResendVerification } from './api';

/**
 * On every screen while the signed-in account's e-mail is not verified: money does not move
 * until it is (issue 32), so the person learns why before a payment is refused. Loaded only for
 * such an account (VerifyEmailNotice).
 */
export default function VerifyEmailBanner() {
  const { _ } = useLingui();
  const { user } = useMe();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <section aria-label={_('account.verify.region')} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex min-w-0 items-start gap-2">
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <Trans
              id="account.verify.banner"
              values={{ email: user.email }}
              components={{ 0: <strong className="break-all" /> }}
            />
          </span>
        </p>
        <div className="flex shrink-0 items-center gap-3">
          <p role="status" className="text-amber-900">
            {resend.isSuccess ? _('account.verify.resent') : resend.isError ? resend.error.message : ''}
          </p>
          <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
            {_('account.verify.resend')}
          </Button>
        </div>
      </div>
    </section>
  );
}
