import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Page } from '@web/ui/Card';
import { Skeleton } from '@web/ui/Skeleton';
import { useLocale } from '@web/lib/i18n';
import { useLegalI18n } from './legal-catalog';

/** A section of a legal page: its title is a key (pages.*); its body is written with `<Trans>` of the `legal` namespace (legal-catalog.ts). */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** `title` and `intro` are keys of pages.json. */
interface LegalPageProps {
  title: string;
  intro: string;
  sections: LegalSection[];
}

const prose =
  'text-slate-600 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800 [&_li]:mt-1.5 [&_li]:leading-7 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:mt-3 [&_p]:leading-7 [&_strong]:font-medium [&_strong]:text-slate-800 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-5';

function Contents({ sections, className }: { sections: LegalSection[]; className?: string }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('pages.legal.contents')} className={className}>
      <p className="text-sm font-semibold text-slate-900">{_('pages.legal.contents')}</p>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((s, i) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="flex gap-2 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
            >
              <span className="w-5 shrink-0 text-slate-500 tabular-nums">{i + 1}.</span>
              <span>{_(s.title)}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The shared shape of the privacy, terms and copyright pages: a readable column and a table of contents. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const { _, i18n } = useLingui();
  const clauses = useLegalI18n(i18n, useLocale());
  // The clauses' own catalog (legal-catalog.ts); a language switched to loads before they show.
  const body = (section: LegalSection) =>
    clauses ? <I18nProvider i18n={clauses}>{section.body}</I18nProvider> : <Skeleton className="mt-3 h-24 w-full" />;
  return (
    <Page className="lg:grid lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between lg:gap-12">
      <article className="mx-auto max-w-3xl lg:mx-0">
        <header className="border-b border-slate-200 pb-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{_('pages.legal.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{_(title)}</h1>
          <p className="mt-3 text-sm text-slate-500">{_('pages.legal.effective')}</p>
          <div className={`mt-2 ${prose}`}>
            <p>{_(intro)}</p>
          </div>
        </header>
        <Contents
          sections={sections}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:hidden"
        />
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${s.id}-title`} className="text-xl font-semibold text-slate-900">
              {i + 1}. {_(s.title)}
            </h2>
            <div className={prose}>{body(s)}</div>
          </section>
        ))}
      </article>
      <aside className="hidden lg:block">
        <Contents
          sections={sections}
          className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        />
      </aside>
    </Page>
  );
}
