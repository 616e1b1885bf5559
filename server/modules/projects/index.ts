// What other modules may use of projects: they import from here, never from its files (a lint checks).
export { addProject, requestVerification } from './service';
