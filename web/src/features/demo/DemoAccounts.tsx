import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { DemoAccount } from '@shared/schemas/demo';
import { useNextPath } from '@web/lib/next-path';
import { categoryNameIn } from '@web/lib/taxonomy';
import { useDemoAccounts, useDemoSignIn } from './api';

/**
 * Shown on the login page while the server holds demo data: one click signs in as a
 * demo client or freelancer. Renders nothing on a real install.
 */
export function DemoAccounts() {
  const { _ } = useLingui();
  const { data: accounts } = useDemoAccounts();
  const signIn = useDemoSignIn();
  const navigate = useNavigate();
  const next = useNextPath();
  if (!accounts?.length) return null;

  const choose = (account: DemoAccount) =>
    signIn.mutate(account, {
      onSuccess: () => {
        toast.success(_('auth.login.success'), { autoClose: TOAST_MS.loginSuccess });
        navigate(next ?? '/dashboard', { replace: true });
      },
      onError: (err) => toast.error(err.message, { autoClose: TOAST_MS.loginError, toastId: 'demo-sign-in' }),
    });

  return (
    <section aria-labelledby="demo-accounts-title" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="demo-accounts-title" className="text-sm font-semibold text-slate-900">
        {_('auth.demo.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-700">
        {_('auth.demo.password')} <code className="font-mono font-semibold">{accounts[0]!.password}</code>.
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => choose(account)}
              disabled={signIn.isPending}
              className="flex w-full min-w-0 flex-col items-start rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              <span className="font-medium text-slate-900">{_('auth.demo.signInAs', { name: account.fullName })}</span>
              <span className="text-xs text-slate-700">
                {account.role === 'client'
                  ? _('auth.demo.client')
                  : _('auth.demo.freelancer', { profession: categoryNameIn(_, account.profession ?? '') })}
              </span>
              <span className="w-full truncate text-xs text-slate-600">{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
