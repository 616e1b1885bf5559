// What other modules and the app may use of saved-searches: they import from here, never from its files (a lint checks).
export { alertSearches } from './alerts';
