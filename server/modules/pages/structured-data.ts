import { countryName } from '@shared/countries';
import type { Gig } from '@shared/schemas/gigs';
import type { Post } from '@shared/schemas/posts';
import type { Review } from '@shared/schemas/reviews';
import type { PublicUser } from '@shared/schemas/users';
import { marketplaceCurrency } from '@shared/money';

/** schema.org data (JSON-LD) for the public pages, from the same answers the screens show. */

export const breadcrumbs = (base: string, trail: [name: string, path: string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [['Workify', '/'] as const, ...trail].map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${base}${path}`,
  })),
});

export const organisationAndSite = (base: string) => [
  {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Workify',
    url: `${base}/`,
    logo: `${base}/favicon.svg`,
  },
  {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Workify',
    url: `${base}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  },
];

/** A budget range string ('100-200', '1000+', '1000-2500') as bounds in whole units (SPEC's answer, derived from the stored minor units). */
export function budgetBounds(budget: string): { min: number; max?: number } | null {
  if (budget === '1000+') return { min: 1000 };
  const [min, max, extra] = budget.split('-').map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (extra !== undefined || !Number.isFinite(min) || (max !== undefined && !Number.isFinite(max))) return null;
  return max === undefined ? { min: min! } : { min: min!, max };
}

/**
 * A post has no end date: it is open until its client closes it or hires. validThrough (which
 * search engines require) is therefore a month after the day of this reading of the page; the sitemap
 * and this page drop the post within a minute of it closing.
 */
const DAY_MS = 24 * 3600_000;
const VALID_FOR_MS = 30 * DAY_MS;
/** The day's start (UTC): a date a month ahead needs no milliseconds, and the page stays the same bytes all day. */
const startOfDay = (now: Date) => Math.floor(now.getTime() / DAY_MS) * DAY_MS;

export function jobPosting(base: string, post: Post, now = new Date()) {
  const bounds = budgetBounds(post.budget);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: post.title,
    description: post.description,
    datePosted: post.createdAt,
    validThrough: new Date(startOfDay(now) + VALID_FOR_MS).toISOString(),
    employmentType: 'CONTRACTOR',
    jobLocationType: 'TELECOMMUTE',
    // Remote work from anywhere: search engines ask for the applicants' allowed location with TELECOMMUTE.
    applicantLocationRequirements: { '@type': 'Country', name: 'Worldwide' },
    hiringOrganization: { '@type': 'Organization', name: post.client.fullName },
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: 'Workify', value: post._id },
    url: `${base}/post/${post._id}`,
    skills: post.tags.join(', ') || undefined,
    ...(bounds && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: marketplaceCurrency(),
        value: {
          '@type': 'QuantitativeValue',
          minValue: bounds.min,
          ...(bounds.max !== undefined && { maxValue: bounds.max }),
        },
      },
    }),
  };
}

export function gigService(base: string, gig: Gig, reviews: Review[]) {
  const rated = gig.starNumber > 0 && reviews.length > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: gig.title,
    description: gig.desc,
    url: `${base}/gig/${gig._id}`,
    image: gig.cover,
    category: gig.category,
    provider: { '@type': 'Person', name: gig.seller.fullName, url: `${base}/profile/${gig.userId}` },
    offers: {
      '@type': 'Offer',
      price: gig.price,
      priceCurrency: marketplaceCurrency(),
      availability: gig.paused ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url: `${base}/gig/${gig._id}`,
    },
    // Only from real reviews: the gig's own star totals and the reviews on its page.
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round((gig.totalStars / gig.starNumber) * 10) / 10,
        reviewCount: gig.starNumber,
        bestRating: 5,
        worstRating: 1,
      },
      review: reviews.map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.user.fullName },
        datePublished: r.createdAt,
        reviewBody: r.desc,
        reviewRating: { '@type': 'Rating', ratingValue: r.star, bestRating: 5, worstRating: 1 },
      })),
    }),
  };
}

export function profilePage(base: string, user: PublicUser) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    dateCreated: user.createdAt,
    url: `${base}/profile/${user._id}`,
    mainEntity: {
      '@type': 'Person',
      name: user.fullName,
      alternateName: user.username,
      identifier: user._id,
      ...(user.profession && { jobTitle: user.profession }),
      ...(user.desc && { description: user.desc }),
      ...(user.avatar && { image: user.avatar }),
      knowsAbout: user.skills,
      ...(user.country && {
        homeLocation: { '@type': 'Country', name: countryName(user.country, 'en'), identifier: user.country },
      }),
    },
  };
}
