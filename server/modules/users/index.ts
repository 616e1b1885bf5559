/** What other modules use of users. */
export { getPublicUser } from './service';
