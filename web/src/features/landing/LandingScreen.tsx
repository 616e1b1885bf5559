import { Trans, useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { ButtonLink } from '@web/ui/Button';
import { CategoryGrid } from './CategoryGrid';
import { HeroIllustration } from './HeroIllustration';
import { HeroSearch } from './HeroSearch';
import { WhyBetter } from './WhyBetter';
import { categoryFiguresQuery } from './api';

/** The category cards' figures: the route loader's head start. @public */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(categoryFiguresQuery());
}

const PROMISES = [
  'landing.promise.noFees',
  'landing.promise.noBidding',
  'landing.promise.quality',
  'landing.promise.international',
];

function Hero() {
  const { _ } = useLingui();
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-10 pb-6 sm:px-6 sm:pb-14 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div className="min-w-0">
          <p className="inline-flex items-center rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-sm ring-1 ring-brand-600/20">
            {_('landing.hero.badge')}
          </p>
          <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
            <Trans id="landing.hero.title" components={{ 0: <span className="text-brand-600" /> }} />
          </h1>
          <p className="mt-4 max-w-xl text-base leading-7 text-slate-600 sm:text-lg">{_('landing.hero.text')}</p>
          <div className="mt-7">
            <HeroSearch />
          </div>
          <ul className="mt-6 grid max-w-xl grid-cols-1 gap-x-6 gap-y-2 text-sm text-slate-700 min-[420px]:grid-cols-2">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden />
                {_(p)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}

function JoinBanner() {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="join-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-700 px-6 py-10 text-white shadow-sm sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="join-title" className="text-2xl font-semibold tracking-tight">
            {_('landing.join.title')}
          </h2>
          <p className="mt-2 text-brand-50">{_('landing.join.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/signup" variant="secondary" size="lg" className="border-transparent text-brand-800">
            {_('landing.join.create')}
          </ButtonLink>
          <ButtonLink to="/how-it-works" size="lg" className="bg-brand-800 ring-1 ring-white/30 hover:bg-brand-900">
            {_('landing.join.howItWorks')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export default function LandingScreen() {
  return (
    <>
      <Hero />
      <CategoryGrid />
      <WhyBetter />
      <JoinBanner />
    </>
  );
}
