// What other modules may use of rates: they import from here, never from its files (a lint checks).
// The app mounts its routes: the public read at /rates, the console's table at /admin/rates.
export { adminRatesRoutes, default as ratesRoutes } from './routes';
