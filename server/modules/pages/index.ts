import type { FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE } from '@shared/display-currency';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { marketplaceCurrency } from '@shared/money';
import { pageFor } from '@shared/public-pages';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { localeOf } from '../../platform/i18n';
import type { PageFacts } from '../../platform/spa-index';
import { describePage } from './describe';
import { renderHead, type PageHead } from './head';
import { createPageMemo, pageIdentity } from './page-memo';
import { pageReads, type GuestRead } from './reads';
import { RENDERED_PAGES, renderScreen } from './render';

/**
 * The web app's pages as the server answers them (server/platform/spa-index.ts asks): a public
 * page's status and head tags from its content, 404 for an unknown route or a missing, hidden or
 * paused gig, post or profile, and noindex for private pages and what only its owner sees.
 */
export function pageFactsFor(
  ctx: AppContext,
  viewerOf: (request: FastifyRequest) => Promise<AuthUser | null>,
  readAsGuest: GuestRead,
) {
  const base = ctx.config.publicUrl;
  const memo = createPageMemo();
  return async (request: FastifyRequest): Promise<PageFacts> => {
    const url = new URL(request.url, 'http://x');
    const viewer = await viewerOf(request);
    const locale = localeOf(request, viewer?.locale);
    // The screen's body is rendered for a signed-out visitor (crawlers, link previews, a first
    // visit): what a signed-in person sees depends on their session, so their browser renders it.
    const match = pageFor(url.pathname);
    const rendered = ctx.config.renderPages && !viewer && match.kind === 'public' && RENDERED_PAGES.has(match.page);
    if (!rendered) return describedPage(request, url, viewer, locale, null);
    // A page is kept by the answers it was made from (page-memo.ts): the reads of its last making,
    // asked again all at once, tell whether it would come out the same.
    const reads = pageReads(readAsGuest);
    const currencyCookie = request.cookies[CURRENCY_COOKIE] ?? null;
    const page = pageIdentity([request.url, locale, currencyCookie, marketplaceCurrency()]);
    const now = Date.now();
    const known = memo.lastReads(page);
    // A read that fails (the database away) fails the page's making too, which answers as it always did.
    const answers = known && (await reads.answersOf(known).catch(() => null));
    const kept = answers && memo.keptPage(page, answers, now);
    if (kept) return kept;
    const facts = await describedPage(request, url, viewer, locale, reads, currencyCookie);
    // A page whose render or head failed is made again next time, not kept.
    if (facts.head && (facts.body || facts.status !== 200)) {
      const made = await reads.used().catch(() => null);
      if (made) memo.keepPage(page, made, facts, now);
    }
    return facts;
  };

  /** The page's status and head, and for a rendered page its body, made from the page's reads. */
  async function describedPage(
    request: FastifyRequest,
    url: URL,
    viewer: AuthUser | null,
    locale: Locale,
    reads: ReturnType<typeof pageReads> | null,
    currencyCookie: string | null = null,
  ): Promise<PageFacts> {
    // The render reads its data beside the head, not after it, and the two share each read
    // (reads.ts): a gig page reads its gig once, whichever asks first.
    const rendering = reads
      ? renderScreen(`${base}${request.url}`, reads.transport, request.log, locale, currencyCookie)
      : null;
    let answer: Awaited<ReturnType<typeof describePage>>;
    try {
      answer = await describePage(ctx, base, url.pathname, url.searchParams, viewer, locale, reads?.sources);
    } catch (err) {
      // A page is never answered as an API error: the browser renders it as it did before.
      request.log.warn({ err }, 'describing a page failed; the browser renders it');
      return { status: 200, noindex: true };
    }
    const body = (await rendering) ?? undefined;
    if (answer.status === 'private') return { status: 200, noindex: true };
    const facts: PageFacts = {
      status: answer.status,
      head: renderHead(inEveryLanguage(answer.head, url.searchParams.get('lang'))),
      noindex: !answer.indexable,
      perViewer: answer.perViewer,
    };
    if (answer.status === 200 && body) facts.body = body;
    return facts;
  }
}

/**
 * Every public page is addressable per language (`?lang=es`): the head names each language's
 * address (hreflang) and the plain one as x-default; a `?lang=` page is canonical with its language.
 */
function inEveryLanguage(head: PageHead, lang: string | null): PageHead {
  const at = (locale: string | null) => {
    const url = new URL(head.canonical);
    if (locale) url.searchParams.set('lang', locale);
    return url.toString();
  };
  const asked = LOCALES.find((l) => l === lang) ?? null;
  return {
    ...head,
    canonical: at(asked),
    alternates: [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: at(locale) })),
      { hreflang: 'x-default', href: at(null) },
    ],
  };
}

export { default as pagesRoutes } from './routes';
