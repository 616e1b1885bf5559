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

/** A clause: a `legal.privacy.*` message (the legal namespace, its own chunk); `<0>` is its bold label. */
const t = (id: string) => <Trans id={`legal.privacy.${id}`} components={{ 0: <strong /> }} />;
const list = (prefix: string, items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{t(`${prefix}.${item}`)}</li>
    ))}
  </ul>
);

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'pages.privacy.informationWeCollect',
    body: (
      <>
        <p>{t('collect.intro')}</p>
        {list('collect', ['account', 'profile', 'activity', 'payment', 'technical'])}
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'pages.privacy.howWeUseInformation',
    body: (
      <>
        <p>{t('use.intro')}</p>
        {list('use', ['account', 'marketplace', 'payments', 'emails', 'safety', 'improve'])}
        <p>{t('use.noSale')}</p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'pages.privacy.howWeShareInformation',
    body: (
      <>
        <p>{t('share.intro')}</p>
        {list('share', ['users', 'providers', 'legal', 'transfer'])}
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'pages.privacy.yourChoices',
    body: list('choices', ['view', 'delete', 'copy', 'cookie']),
  },
  { id: 'data-security', title: 'pages.privacy.dataSecurity', body: <p>{t('security')}</p> },
  { id: 'childrens-privacy', title: 'pages.privacy.childrensPrivacy', body: <p>{t('children')}</p> },
  { id: 'changes-to-this-policy', title: 'pages.privacy.changesToThisPolicy', body: <p>{t('changes')}</p> },
  {
    id: 'contact-us',
    title: 'pages.privacy.contactUs',
    body: (
      <p>
        <Trans id="legal.privacy.contact" components={{ 0: <Link to="/contact" /> }} />
      </p>
    ),
  },
];

export default function PrivacyPolicyScreen() {
  return <LegalPage title="pages.privacy.title" intro="pages.privacy.intro" sections={sections} />;
}
