import { categoryFilterName, gigCategoriesFor, type GigCategory } from '@shared/gig-categories';

/** What each gig category offers, as its page's heading says it. */
const COPY: Record<GigCategory, { title: string; description: string }> = {
  design: {
    title: 'Graphics & Design',
    description: 'Logos, brand kits, pitch decks and app screens, delivered with their source files.',
  },
  web: {
    title: 'Web Development',
    description: 'WordPress, Shopify, React and Webflow sites built, fixed and made fast.',
  },
  animation: {
    title: 'Animation',
    description: 'Explainer videos, logo animations and motion graphics for ads and apps.',
  },
  music: {
    title: 'Music & Audio',
    description: 'Mixing, mastering, jingles and podcast audio, recorded and cleaned up.',
  },
  photography: {
    title: 'Photography',
    description: 'Product retouching, background removal, headshots and photo restoration.',
  },
  writing: {
    title: 'Writing & Translation',
    description: 'Blog posts, website copy, resumes, translation and proofreading.',
  },
  'digital-marketing': {
    title: 'Digital Marketing',
    description: 'Ad campaigns, SEO audits, social media growth and analytics set-up.',
  },
  video: { title: 'Video Editing', description: 'YouTube and short-form editing, colour grading and promo videos.' },
  programming: {
    title: 'Programming & Tech',
    description: 'Scripts, APIs, bots and bug fixes from developers who document their code.',
  },
};

export interface GigsHeading {
  eyebrow: string;
  title: string;
  description: string;
}

/** The heading of /gigs: the search, else the chosen category (or what the link that led here calls it), else every gig. */
export function gigsHeading(
  _: (key: string, values?: Record<string, unknown>) => string,
  search: string | undefined,
  category: string | undefined,
): GigsHeading {
  const covered = category ? (gigCategoriesFor(category) ?? []) : [];
  const name = category ? (categoryFilterName(category) ?? COPY[covered[0] as GigCategory]?.title ?? category) : null;
  if (search) {
    return {
      eyebrow: name ?? _('gigs.heading.allCategories'),
      title: _('gigs.heading.searchTitle', { search }),
      description: _('gigs.heading.searchText'),
    };
  }
  if (name && covered.length) {
    return {
      eyebrow: _('gigs.heading.category'),
      title: name,
      description: covered.map((c) => COPY[c].description).join(' '),
    };
  }
  return {
    eyebrow: _('gigs.heading.marketplace'),
    title: _('gigs.heading.title'),
    description: _('gigs.heading.text'),
  };
}
