// What other modules may use of unsubscribe: they import from here, never from its files (a lint checks).
export { unsubscribeHeaders } from './service';
