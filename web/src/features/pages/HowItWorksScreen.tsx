import { useLingui } from '@lingui/react';
import {
  Briefcase,
  CreditCard,
  FileText,
  Handshake,
  PackageCheck,
  Star,
  Store,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '@web/ui/Button';
import { Page } from '@web/ui/Card';
import { PageIntro } from './PageIntro';

/** `title` and `text` are keys of pages.json. */
interface Step {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const JOBS: Step[] = [
  {
    title: 'pages.how.account',
    text: 'pages.how.accountText',
    Icon: UserPlus,
  },
  {
    title: 'pages.how.post',
    text: 'pages.how.postText',
    Icon: FileText,
  },
  {
    title: 'pages.how.apply',
    text: 'pages.how.applyText',
    Icon: Briefcase,
  },
];

const GIGS: Step[] = [
  {
    title: 'pages.how.gig',
    text: 'pages.how.gigText',
    Icon: Store,
  },
  {
    title: 'pages.how.order',
    text: 'pages.how.orderText',
    Icon: CreditCard,
  },
  {
    title: 'pages.how.deliver',
    text: 'pages.how.deliverText',
    Icon: PackageCheck,
  },
  {
    title: 'pages.how.review',
    text: 'pages.how.reviewText',
    Icon: Star,
  },
];

function Steps({ id, title, steps, start }: { id: string; title: string; steps: Step[]; start: number }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ol className={`mt-5 grid gap-6 md:grid-cols-2 ${steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {steps.map(({ title: stepTitle, text, Icon }, i) => (
          <li key={stepTitle} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-sm font-semibold text-brand-700">{_('pages.how.step', { number: start + i })}</span>
            </div>
            <h3 className="mt-4 font-semibold text-slate-900">{_(stepTitle)}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{_(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /how-it-works: posting and applying, gigs, orders, payment and reviews, from both sides. */
export default function HowItWorksScreen() {
  const { _ } = useLingui();
  return (
    <Page className="py-12">
      <PageIntro eyebrow={_('pages.how.eyebrow')} title={_('pages.how.title')} className="mx-auto text-center">
        <p>{_('pages.how.intro')}</p>
      </PageIntro>
      <Steps id="jobs-title" title={_('pages.how.jobs')} steps={JOBS} start={1} />
      <Steps id="gigs-title" title={_('pages.how.gigs')} steps={GIGS} start={JOBS.length + 1} />
      <section aria-labelledby="money-title" className="mt-12 rounded-2xl bg-brand-50 p-6">
        <h2 id="money-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Handshake className="size-5 text-brand-700" aria-hidden /> {_('pages.how.money')}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-700">{_('pages.how.moneyText')}</p>
      </section>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/signup">{_('pages.how.start')}</ButtonLink>
        <ButtonLink to="/gigs" variant="secondary">
          {_('lists.browse')}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {_('pages.how.ask')}
        </ButtonLink>
      </div>
    </Page>
  );
}
