// What other modules may use of search: they import from here, never from its files (a lint checks).
export {
  documentPrefixes,
  searchAnchors,
  searchCategory,
  searchesMatching,
  titleWords,
  typoTextOf,
} from './saved-match';
