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

/** A clause: a `legal.copyright.*` message (the legal namespace, its own chunk). */
const t = (id: string) => <Trans id={`legal.copyright.${id}`} />;

const sections: LegalSection[] = [
  {
    id: 'our-policy',
    title: 'pages.copyright.ourPolicy',
    body: <p>{t('ourPolicy')}</p>,
  },
  {
    id: 'notice-of-infringement',
    title: 'pages.copyright.noticeOfInfringement',
    body: (
      <>
        <p>{t('notice.intro')}</p>
        <ol>
          {['signature', 'work', 'material', 'contact', 'goodFaith', 'accurate'].map((item) => (
            <li key={item}>{t(`notice.${item}`)}</li>
          ))}
        </ol>
        <p>{t('notice.outro')}</p>
      </>
    ),
  },
  {
    id: 'where-to-send',
    title: 'pages.copyright.whereToSend',
    body: (
      <>
        <p>
          <Trans id="legal.copyright.whereToSend.how" components={{ 0: <Link to="/contact" /> }} />
        </p>
        <p>{t('whereToSend.after')}</p>
      </>
    ),
  },
  {
    id: 'counter-notification',
    title: 'pages.copyright.counterNotification',
    body: (
      <>
        <p>{t('counter.intro')}</p>
        <ol>
          {['signature', 'material', 'goodFaith', 'consent'].map((item) => (
            <li key={item}>{t(`counter.${item}`)}</li>
          ))}
        </ol>
        <p>{t('counter.outro')}</p>
      </>
    ),
  },
  {
    id: 'repeat-infringers',
    title: 'pages.copyright.repeatInfringers',
    body: <p>{t('repeatInfringers')}</p>,
  },
  {
    id: 'false-claims',
    title: 'pages.copyright.falseClaims',
    body: <p>{t('falseClaims')}</p>,
  },
];

export default function CopyrightScreen() {
  return <LegalPage title="pages.copyright.title" intro="pages.copyright.intro" sections={sections} />;
}
