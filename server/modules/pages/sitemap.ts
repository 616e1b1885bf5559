import { and, asc, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { gigs, posts, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { escapeHtml } from './head';

/**
 * The sitemaps. Ids are random UUIDs (gen_random_uuid), spread evenly over their range, so a
 * kind's rows are split into equal id ranges, one sitemap each: about BUCKET_TARGET rows per
 * range, read with one bounded range scan of the primary key, never a walk over the whole table.
 * The protocol's 50,000 URLs per sitemap is five times the target, so even an estimate far off
 * leaves room; the query stops there regardless.
 */
export const SITEMAP_MAX_URLS = 50_000;
const BUCKET_TARGET = 10_000;
/** Counted exactly up to here when the planner's estimate is smaller (a small or never-analysed table). */
const COUNT_CAP = 100_000;

/** A W3C datetime (what a sitemap's lastmod holds), read as text so both drivers answer alike. */
const w3c = (...times: AnyColumn[]) =>
  sql<string>`to_char(coalesce(${sql.join(times, sql`, `)}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const KINDS = {
  posts: {
    table: posts,
    name: 'posts',
    path: '/post/',
    visible: () => and(eq(posts.status, 'open'), isNull(posts.hiddenAt)),
    lastmod: w3c(posts.updatedAt, posts.createdAt),
  },
  gigs: {
    table: gigs,
    name: 'gigs',
    path: '/gig/',
    visible: () => and(isNull(gigs.pausedAt), isNull(gigs.hiddenAt)),
    lastmod: w3c(gigs.updatedAt, gigs.createdAt),
  },
  // A freelancer's profile is their shop window; a client's holds little to find.
  profiles: {
    table: users,
    name: 'users',
    path: '/profile/',
    visible: () => and(eq(users.isClient, false), isNull(users.hiddenAt), isNull(users.suspendedAt)),
    lastmod: w3c(users.updatedAt),
  },
} as const;
export type SitemapKind = keyof typeof KINDS;
export const SITEMAP_KINDS = Object.keys(KINDS) as SitemapKind[];

/** How many id ranges a kind is split into: from the planner's row estimate, or an exact count up to COUNT_CAP. */
export async function bucketCount(ctx: AppContext, kind: SitemapKind): Promise<number> {
  const { table, name } = KINDS[kind];
  const [estimate] = await selectRows<{ rows: number }>(
    ctx.db,
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass(${name})`,
  );
  let rows = Number(estimate?.rows ?? 0);
  if (rows < COUNT_CAP) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${table} limit ${COUNT_CAP}) as capped`);
    rows = Math.max(rows, Number(counted?.n ?? 0));
  }
  return Math.max(1, Math.ceil(rows / BUCKET_TARGET));
}

const SPAN = 2n ** 128n;
const asUuid = (n: bigint) => {
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Range `part` of `parts` of the id space: [from, to), `to` absent for the last. */
export function idRange(part: number, parts: number): { from: string; to?: string } {
  const from = asUuid((SPAN * BigInt(part)) / BigInt(parts));
  return part === parts - 1 ? { from } : { from, to: asUuid((SPAN * BigInt(part + 1)) / BigInt(parts)) };
}

/** The URLs (with their last change) of one sitemap: the visible rows of one id range, in id order. */
export async function sitemapEntries(ctx: AppContext, base: string, kind: SitemapKind, part: number, parts: number) {
  const { table, path, visible, lastmod } = KINDS[kind];
  const { from, to } = idRange(part, parts);
  const inRange: SQL[] = [gte(table.id, from), ...(to ? [lt(table.id, to)] : [])];
  const rows = await ctx.db
    .select({ id: table.id, lastmod })
    .from(table)
    .where(and(...inRange, visible()))
    .orderBy(asc(table.id))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((r) => ({ loc: `${base}${path}${r.id}`, lastmod: r.lastmod }));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(entries: { loc: string; lastmod: string }[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeHtml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: string[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap index: every id range of every kind. */
export async function sitemapIndex(ctx: AppContext, base: string): Promise<string> {
  const locs: string[] = [];
  for (const kind of SITEMAP_KINDS) {
    const parts = await bucketCount(ctx, kind);
    for (let part = 0; part < parts; part++) locs.push(`${base}/sitemaps/${kind}-${parts}-${part}.xml`);
  }
  return sitemapIndexXml(locs);
}
