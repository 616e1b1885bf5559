/**
 * Where sign-in (or sign-up) returns to: the `next` of /login?next=... It must be a path on this
 * very site. Anything that could leave it is refused (another origin, a protocol-relative
 * "//host", a backslash trick "/\host" that browsers read as "//host", a javascript: URL), as is
 * a loop back to the auth screens. `origin` is the site's own (window.location.origin).
 */
export function safeNext(raw: string | null | undefined, origin: string): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsing and can hide a "//".
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (/^\/(login|signup|resetpassword)(\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page that comes back to `path` afterwards. */
export function loginFor(path: string, page: 'login' | 'signup' = 'login'): string {
  return `/${page}?next=${encodeURIComponent(path)}`;
}
