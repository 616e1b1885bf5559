// Workify's service worker: makes the site installable, keeps its static files for the next
// start, and shows web pushes. It is a plain same-origin file (the CSP allows no inline script).
//
// What it caches, and what never: only the build's static files (/assets/*, whose names carry a
// content hash, the icons and the favicon). Pages are not cached: the server renders them for
// whoever is signed in. /api/ answers are not cached: they are one person's data.
const CACHE = 'workify-static-v1';
/** Enough for a few deploys' worth of chunks; the oldest go first. */
const MAX_ENTRIES = 300;

const isStatic = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || url.pathname === '/favicon.svg');

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(old);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Everything else (pages, /api/, files) goes to the network as if there were no worker.
  if (isStatic(url)) event.respondWith(cacheFirst(request));
});

/** Only a path of this site opens from a push: never another origin a payload might name. */
const safeLink = (link) => (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/');

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    // Not ours or not JSON: still show something, as browsers require for a push.
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Workify';
  event.waitUntil(
    self.registration.showNotification(title, {
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: safeLink(payload.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safeLink(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/**
 * The push service replaced or dropped this browser's subscription (its keys rotated, it
 * expired): take the new one, or make one with the old one's options, and give it to the server
 * in place of the old, so pushes keep arriving without the person turning them on again.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const send = (method, body) =>
    fetch('/api/v1/push/subscriptions', {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const fresh =
        event.newSubscription ||
        (old && old.options ? await self.registration.pushManager.subscribe(old.options) : null);
      if (!fresh) return;
      await send('POST', fresh.toJSON());
      if (old && old.endpoint !== fresh.endpoint) await send('DELETE', { endpoint: old.endpoint });
    })(),
  );
});
