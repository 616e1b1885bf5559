/**
 * The signed-in person's saved time zone (issue 33), set from their session (session.ts) and read
 * by every date the app writes (dates.ts); undefined: the browser's own. Its own module, so the
 * first script carries these few bytes and not the date formatter.
 */
let zone: string | undefined;

export const viewerTimeZone = () => zone;

export function setViewerTimeZone(next: string | null | undefined) {
  zone = next ?? undefined;
}
