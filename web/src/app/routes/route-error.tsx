import { useLingui } from '@lingui/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '@web/ui/Button';

/** The router's error screen, worded as SPEC.md's fallback. */
export default function RouteError() {
  const { _ } = useLingui();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{_('ui.routeError.title')}</h1>
        {detail && <p className="mt-3 text-sm break-words text-slate-600">{detail}</p>}
        <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
          {_('ui.routeError.home')}
        </Link>
      </div>
    </main>
  );
}
