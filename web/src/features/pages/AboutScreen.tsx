import { ButtonLink } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { PageIntro } from './PageIntro';
import { BADGES, VALUES } from './values';

const STATS = [
  { value: '0%', label: 'Commission on your earnings' },
  { value: '0', label: 'Bids or credits to apply' },
  { value: '100%', label: 'Of the price goes to the freelancer' },
];

export default function AboutScreen() {
  return (
    <Page className="space-y-14 py-12">
      <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
        <PageIntro eyebrow="About us" title="About Workify">
          <p>
            Workify is a freelance marketplace built on a simple idea: talented people should keep what they earn.
            Clients post quality jobs, freelancers apply without bidding wars, and nobody pays a fee or a commission for
            the privilege.
          </p>
        </PageIntro>
        <ul aria-label="Our promises" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
          {BADGES.map(({ title, Icon }) => (
            <li
              key={title}
              className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-white px-4 py-3 shadow-sm last:col-span-2 sm:last:col-span-1 lg:last:col-span-2"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-sm font-medium text-slate-800">{title}</span>
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="mission-title" className="grid gap-8 lg:grid-cols-2">
        <div>
          <h2 id="mission-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Our mission
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-600">
            <p>
              We want freelancing to be fair for both sides. Freelancers deserve to be judged on their skills, not on
              who bids lowest, and clients deserve to pay for the work, not for a middleman.
            </p>
            <p>
              That is why Workify takes no cut. Jobs are posted by real clients with clear budgets, profiles show
              verified work, and people from every country can meet, talk and work together in one place.
            </p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/signup">Join Workify</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Contact us
            </ButtonLink>
          </div>
        </div>
        <Card className="grid gap-6 self-center bg-gradient-to-br from-brand-50 to-white sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {STATS.map((s) => (
            <div key={s.label}>
              <p className="text-3xl font-semibold text-brand-700">{s.value}</p>
              <p className="mt-1 text-sm text-slate-600">{s.label}</p>
            </div>
          ))}
        </Card>
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          What we stand for
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <Icon className="size-6 text-brand-600" aria-hidden />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
