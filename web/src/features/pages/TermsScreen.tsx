import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';
import { prefetchLegal } from './legal-catalog';

/**
 * The clauses of the page's language, fetched beside the screen's code: the route waits for them
 * (routes.tsx) and main.tsx loads a page's screens before hydrating, so the first render writes
 * what the server wrote. Read by routes.tsx's `screen` through the dynamic import.
 * @public
 */
export const ready = prefetchLegal();

/** A clause: a `legal.terms.*` message (the legal namespace, its own chunk); `<0>` is a link or bold words. */
const t = (id: string, tag: React.ReactElement = <strong />) => (
  <Trans id={`legal.terms.${id}`} components={{ 0: tag }} />
);
const paragraphs = (...ids: string[]) => (
  <>
    {ids.map((id) => (
      <p key={id}>{t(id)}</p>
    ))}
  </>
);
const list = (prefix: string, items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{t(`${prefix}.${item}`)}</li>
    ))}
  </ul>
);

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'pages.terms.acceptance',
    body: <p>{t('acceptance', <Link to="/privacy-policy" />)}</p>,
  },
  {
    id: 'registration',
    title: 'pages.terms.registration',
    body: list('registration', ['accurate', 'oneAccount', 'password']),
  },
  {
    id: 'relationships',
    title: 'pages.terms.relationships',
    body: paragraphs('relationships.venue', 'relationships.duties'),
  },
  {
    id: 'payments-and-fees',
    title: 'pages.terms.paymentsAndFees',
    body: list('fees', ['noFees', 'provider', 'taxes']),
  },
  {
    id: 'conduct',
    title: 'pages.terms.conduct',
    body: (
      <>
        <p>{t('conduct.intro')}</p>
        {list('conduct', ['content', 'harass', 'spam', 'malware', 'ip'])}
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'pages.terms.intellectualProperty',
    body: (
      <>
        <p>{t('ip.licence')}</p>
        <p>{t('ip.ours', <Link to="/copyright" />)}</p>
      </>
    ),
  },
  { id: 'termination', title: 'pages.terms.termination', body: paragraphs('termination') },
  { id: 'disputes', title: 'pages.terms.disputes', body: paragraphs('disputes.between', 'disputes.withUs') },
  { id: 'privacy', title: 'pages.terms.privacy', body: <p>{t('privacy', <Link to="/privacy-policy" />)}</p> },
  { id: 'modifications', title: 'pages.terms.modifications', body: paragraphs('modifications') },
  {
    id: 'limitation-of-liability',
    title: 'pages.terms.limitationOfLiability',
    body: paragraphs('liability.asIs', 'liability.limit'),
  },
  { id: 'governing-law', title: 'pages.terms.governingLaw', body: paragraphs('governingLaw') },
];

export default function TermsScreen() {
  return <LegalPage title="pages.terms.title" intro="pages.terms.intro" sections={sections} />;
}
