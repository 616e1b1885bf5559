import { useLingui } from '@lingui/react';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { useLocale } from '@web/lib/i18n';
import { PageIntro } from './PageIntro';
import { BADGES, VALUES } from './values';

/** Figures written by Intl.NumberFormat in the page's language ("0 %" in French, "٪0" in Arabic). */
const STATS: { value: number; style: 'percent' | 'decimal'; label: string }[] = [
  { value: 0, style: 'percent', label: 'pages.about.statCommission' },
  { value: 0, style: 'decimal', label: 'pages.about.statBids' },
  { value: 1, style: 'percent', label: 'pages.about.statPrice' },
];

export default function AboutScreen() {
  const { _ } = useLingui();
  const locale = useLocale();
  const figure = (value: number, style: 'percent' | 'decimal') =>
    new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style }).format(value);
  return (
    <Page className="space-y-14 py-12">
      <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
        <PageIntro eyebrow={_('pages.about.eyebrow')} title={_('pages.about.title')}>
          <p>{_('pages.about.intro')}</p>
        </PageIntro>
        <ul aria-label={_('pages.about.promises')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
          {BADGES.map(({ title, Icon }) => (
            <li
              key={title}
              className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-white px-4 py-3 shadow-sm last:col-span-2 sm:last:col-span-1 lg:last:col-span-2"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-sm font-medium text-slate-800">{_(title)}</span>
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="mission-title" className="grid gap-8 lg:grid-cols-2">
        <div>
          <h2 id="mission-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            {_('pages.about.mission')}
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-600">
            <p>{_('pages.about.missionFair')}</p>
            <p>{_('pages.about.missionNoCut')}</p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/signup">{_('pages.about.join')}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {_('pages.about.contact')}
            </ButtonLink>
          </div>
        </div>
        <Card className="grid gap-6 self-center bg-gradient-to-br from-brand-50 to-white sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {STATS.map((s) => (
            <div key={s.label}>
              <p className="text-3xl font-semibold text-brand-700">{figure(s.value, s.style)}</p>
              <p className="mt-1 text-sm text-slate-600">{_(s.label)}</p>
            </div>
          ))}
        </Card>
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {_('pages.about.values')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <Icon className="size-6 text-brand-600" aria-hidden />
                <h3 className="mt-3 font-semibold text-slate-900">{_(title)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{_(text)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
