// What other modules may use of audit: they import from here, never from its files (a lint checks).
export { recordAudit } from './service';
