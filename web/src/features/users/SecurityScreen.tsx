import { Trans, useLingui } from '@lingui/react';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useMe } from '@web/lib/session';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { PageSpinner } from '@web/ui/Spinner';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasskeysCard } from './PasskeysCard';
import { DataExportCard } from './DataExportCard';
import { LinkedSignInsCard } from './LinkedSignInsCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** /security: what keeps the account safe (issue 32): the e-mail's verification, the password, two-step sign-in, passkeys and the signed-in devices. */
export default function SecurityScreen() {
  const { _ } = useLingui();
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  return (
    <Page className="max-w-2xl space-y-6">
      <PageTitle>{_('account.security.title')}</PageTitle>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{_('auth.field.email')}</h2>
        <p className="mt-2 flex min-w-0 items-start gap-2 text-sm text-slate-700">
          {user.emailVerified ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          ) : (
            <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          )}
          {/* Only the address may break anywhere (a long one has no spaces); the state stays whole words. */}
          <span className="min-w-0">
            <Trans
              id={user.emailVerified ? 'account.security.verified' : 'account.security.notVerified'}
              values={{ email: user.email }}
              components={{ 0: <span className="break-all" /> }}
            />
          </span>
        </p>
        <ChangeEmailForm />
      </Card>
      <Card>
        <ChangePasswordForm />
      </Card>
      <TwoFactorCard user={user} />
      <PasskeysCard />
      <LinkedSignInsCard email={user.email} />
      <SessionsCard />
      <DataExportCard />
    </Page>
  );
}
