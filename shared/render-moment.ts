/**
 * Renders this close in time are of the same moment. Short, so that a kept page's relative times
 * ("Posted 3 minutes ago") still read as the browser computes them when it hydrates (a text that
 * differs makes React warn and render the screen again).
 */
const SAME_TIME_MS = 5_000;

/**
 * The start of the moment `now` falls in: renders of one moment may share their markup
 * (web/src/render-cache.ts) and their whole page (server/modules/pages/page-memo.ts).
 */
export const renderMoment = (now: number): number => Math.floor(now / SAME_TIME_MS) * SAME_TIME_MS;
