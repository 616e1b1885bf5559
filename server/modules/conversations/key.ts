/**
 * The conversation id of a freelancer and a client (SPEC.md section 3): the freelancer's user id
 * followed by the client's. Other modules (orders) link to a pair's thread with it.
 */
export { conversationKey } from '@shared/schemas/conversations';
