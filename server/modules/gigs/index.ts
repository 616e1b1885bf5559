// What other modules may use of gigs: they import from here, never from its files (a lint checks).
export { forgetCategoryFigures } from './categories';
export { listGigs, listOwnGigs, summaryFields } from './list';
export {
  afterKey,
  categoriesOf,
  cursorKeyOf,
  gigFilters,
  gigOrder,
  inCategories,
  indexedOrder,
  sortedOrder,
  type GigListing,
} from './order';
export { thumbKeyFor, toGig, toGigSummary } from './serialize';
export { getGig, gigRow } from './service';
export { packagesOf } from './packages';
