import { useLingui } from '@lingui/react';
import { BENEFITS } from './benefits';

export function WhyBetter() {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="why-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="why-title" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {_('landing.why.title')}
          </h2>
          <p className="mt-2 text-slate-600">{_('landing.why.text')}</p>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-100">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{_(title)}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{_(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
