import { categoryFilterName, gigCategoriesFor } from '@shared/gig-categories';
import { categoryNameIn, gigCategoryAbout, type Translate } from '@web/lib/taxonomy';

export interface GigsHeading {
  eyebrow: string;
  title: string;
  description: string;
}

/**
 * The heading of /gigs: the search, else the chosen category (or what the link that led here calls
 * it), else every gig. A category's description is what its gig categories offer (taxonomy.about.*).
 */
export function gigsHeading(_: Translate, search: string | undefined, category: string | undefined): GigsHeading {
  const covered = category ? (gigCategoriesFor(category) ?? []) : [];
  // Named as the link that led here names it (a footer's "Programming & Tech"), in the page's language.
  const name = category ? categoryNameIn(_, categoryFilterName(category) ?? category) : null;
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
      description: covered.map((c) => gigCategoryAbout(_, c)).join(' '),
    };
  }
  return {
    eyebrow: _('gigs.heading.marketplace'),
    title: _('gigs.heading.title'),
    description: _('gigs.heading.text'),
  };
}
