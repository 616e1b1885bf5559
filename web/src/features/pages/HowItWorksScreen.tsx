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

interface Step {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const JOBS: Step[] = [
  {
    title: 'Create your account',
    text: 'Sign up for free as a client to hire, or as a freelancer to find work. Freelancers add skills and projects; three projects earn the verified badge.',
    Icon: UserPlus,
  },
  {
    title: 'Post a job',
    text: 'A client posts a job with a title, a description, a budget range, a category and the skills it needs. Freelancers find it on their dashboard and in the job search.',
    Icon: FileText,
  },
  {
    title: 'Apply',
    text: 'A freelancer applies with a cover letter and an attachment: no bidding, no credits to buy. The client reads the applications, messages the applicants and marks the one that is done.',
    Icon: Briefcase,
  },
];

const GIGS: Step[] = [
  {
    title: 'Offer a gig',
    text: 'A freelancer publishes a fixed-price gig: what they deliver, the price, the delivery time in days, the revisions included and up to four features, with pictures.',
    Icon: Store,
  },
  {
    title: 'Order and pay',
    text: 'A client picks a gig and pays by card. The money is held until the work is accepted, and the order starts: the client sends the requirements, the seller gets to work.',
    Icon: CreditCard,
  },
  {
    title: 'Deliver and accept',
    text: 'The seller delivers the work on the order page; the client accepts it or asks for a revision, within the revisions the gig includes. A delivery nobody answers completes by itself after a few days.',
    Icon: PackageCheck,
  },
  {
    title: 'Review',
    text: 'Once an order is completed, the client reviews the gig (one review per order) and the seller rates the client. Ratings show on gigs and profiles, so the next buyer knows whom they deal with.',
    Icon: Star,
  },
];

function Steps({ id, title, steps, start }: { id: string; title: string; steps: Step[]; start: number }) {
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
              <span className="text-sm font-semibold text-brand-700">Step {start + i}</span>
            </div>
            <h3 className="mt-4 font-semibold text-slate-900">{stepTitle}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /how-it-works: posting and applying, gigs, orders, payment and reviews, from both sides. */
export default function HowItWorksScreen() {
  return (
    <Page className="py-12">
      <PageIntro eyebrow="How it works" title="How Workify works" className="mx-auto text-center">
        <p>
          Two ways to work together: a client posts a job and hires from the applications, or buys a freelancer's
          fixed-price gig. Either way, Workify takes no fee.
        </p>
      </PageIntro>
      <Steps id="jobs-title" title="Jobs: post, apply, hire" steps={JOBS} start={1} />
      <Steps id="gigs-title" title="Gigs: order, pay, deliver, review" steps={GIGS} start={JOBS.length + 1} />
      <section aria-labelledby="money-title" className="mt-12 rounded-2xl bg-brand-50 p-6">
        <h2 id="money-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Handshake className="size-5 text-brand-700" aria-hidden /> Payment, without commission
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-700">
          A gig's price is paid by card when the order is placed and held until the client accepts the delivery (or the
          order completes by itself). It is then released to the seller in full: no commission, no fee for posting,
          applying or selling. A cancelled order is refunded.
        </p>
      </section>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/signup">Get started</ButtonLink>
        <ButtonLink to="/gigs" variant="secondary">
          Browse gigs
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Ask a question
        </ButtonLink>
      </div>
    </Page>
  );
}
