// What other modules may use of admin: they import from here, never from its files (a lint checks).
export { createAdmin } from './accounts';
