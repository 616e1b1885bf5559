// What other modules may use of rates: they import from here, never from its files (a lint checks).
export { freshRates } from './service';
