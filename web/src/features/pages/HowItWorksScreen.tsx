import { Briefcase, Handshake, UserPlus } from 'lucide-react';
import { ButtonLink } from '@web/ui/Button';
import { Page } from '@web/ui/Card';
import { PageIntro } from './PageIntro';

const STEPS = [
  { title: 'Create your account', text: 'Sign up for free as a client to hire, or as a freelancer to find work. Add your skills and projects to stand out.', Icon: UserPlus },
  { title: 'Post a job or apply', text: 'Clients post a job with a budget. Freelancers apply with a cover letter, no bidding and no credits to buy.', Icon: Briefcase },
  { title: 'Work together', text: 'Message each other, agree on the details and deliver great work. Workify takes no commission on what you earn.', Icon: Handshake },
];

export default function HowItWorksScreen() {
  return (
    <Page className="py-12">
      <PageIntro eyebrow="How it works" title="How Workify works" className="mx-auto text-center">
        <p className="inline-flex items-center rounded-full bg-amber-50 px-4 py-1.5 text-sm font-medium text-amber-800 ring-1 ring-amber-600/20">Coming Soon...</p>
        <p className="mt-4">A full guide is on its way. Until then, here is the short version.</p>
      </PageIntro>

      <section aria-labelledby="steps-title" className="mt-12">
        <h2 id="steps-title" className="sr-only">
          Three steps
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, Icon }, i) => (
            <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/signup">Get started</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Ask a question
        </ButtonLink>
      </div>
    </Page>
  );
}
