import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync('web/public/sw.js', 'utf8');
const ORIGIN = 'https://workify.example';

/** Runs sw.js in a context shaped like a service worker's global scope, recording what it does. */
function worker(windows: { url: string }[] = []) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: { data: { link: string } } }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const cached: string[] = [];
  const focused: string[] = [];
  const sent: { url: string; method: string; body: unknown }[] = [];
  const subscribedWith: unknown[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: { data: { link: string } }) =>
        void shown.push({ title, options }),
      pushManager: {
        subscribe: async (options: unknown) => {
          subscribedWith.push(options);
          return subscription('https://push.example/made-again');
        },
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => void focused.push(w.url),
          navigate: async (to: string) => void navigated.push(to),
        })),
      openWindow: async (to: string) => void opened.push(to),
    },
  };
  const caches = {
    keys: async () => [],
    open: async () => ({
      match: async () => undefined,
      put: async (request: { url: string }) => void cached.push(request.url),
      keys: async () => [],
      delete: async () => true,
    }),
  };
  const fetch = async (url: string | { url: string }, init?: { method?: string; body?: string }) => {
    if (init?.method)
      sent.push({ url: String(url), method: init.method, body: init.body ? JSON.parse(init.body) : undefined });
    return { ok: true, type: 'basic', clone: () => ({}) };
  };
  runInNewContext(source, { self, caches, fetch, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    let responded: Promise<unknown> | null = null;
    handlers[type]!({
      ...event,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      respondWith: (p: Promise<unknown>) => (responded = p),
    });
    await Promise.all(waits);
    if (responded) await responded;
    return responded !== null;
  };
  return { dispatch, shown, opened, navigated, focused, cached, sent, subscribedWith };
}

/** A PushSubscription as the browser hands it over. */
const subscription = (endpoint: string, options: unknown = { userVisibleOnly: true, applicationServerKey: 'k' }) => ({
  endpoint,
  options,
  toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
});

describe('the service worker', () => {
  it('shows a push as a notification with its title, opening its link', async () => {
    const sw = worker();
    await sw.dispatch('push', {
      data: { json: () => ({ title: 'Ann applied to your post Logo', link: '/applications' }) },
    });
    expect(sw.shown).toEqual([
      { title: 'Ann applied to your post Logo', options: expect.objectContaining({ data: { link: '/applications' } }) },
    ]);
  });

  it('opens only a path of this site from a notification, focusing an open tab when there is one', async () => {
    const none = worker();
    await none.dispatch('notificationclick', {
      notification: { close: () => undefined, data: { link: '//evil.example/phish' } },
    });
    expect(none.opened).toEqual([`${ORIGIN}/`]);
    const tab = worker([{ url: `${ORIGIN}/gigs` }]);
    await tab.dispatch('notificationclick', { notification: { close: () => undefined, data: { link: '/orders/1' } } });
    expect(tab.focused).toEqual([`${ORIGIN}/gigs`]);
    expect(tab.navigated).toEqual([`${ORIGIN}/orders/1`]);
    expect(tab.opened).toEqual([]);
  });

  it("answers and caches the build's static files only, never a page or an API answer", async () => {
    const sw = worker();
    const get = (path: string) => sw.dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}${path}` } });
    expect(await get('/assets/index-abc123.js')).toBe(true);
    expect(await get('/icons/icon-192.png')).toBe(true);
    expect(await get('/api/v1/notifications')).toBe(false);
    expect(await get('/api/v1/users/session')).toBe(false);
    expect(await get('/userprofile')).toBe(false);
    expect(await get('/')).toBe(false);
    expect(await sw.dispatch('fetch', { request: { method: 'POST', url: `${ORIGIN}/assets/x.js` } })).toBe(false);
    expect(sw.cached).toEqual([`${ORIGIN}/assets/index-abc123.js`, `${ORIGIN}/icons/icon-192.png`]);
  });

  it('gives the server the new subscription when the push service changes it, and forgets the old one', async () => {
    const sw = worker();
    await sw.dispatch('pushsubscriptionchange', {
      oldSubscription: subscription('https://push.example/old'),
      newSubscription: subscription('https://push.example/new'),
    });
    expect(sw.sent).toEqual([
      {
        url: '/api/v1/push/subscriptions',
        method: 'POST',
        body: { endpoint: 'https://push.example/new', keys: { p256dh: 'p', auth: 'a' } },
      },
      { url: '/api/v1/push/subscriptions', method: 'DELETE', body: { endpoint: 'https://push.example/old' } },
    ]);
    expect(sw.subscribedWith).toEqual([]);
  });

  it('subscribes again with the old options when the browser gives no new subscription', async () => {
    const sw = worker();
    await sw.dispatch('pushsubscriptionchange', { oldSubscription: subscription('https://push.example/old') });
    expect(sw.subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: 'k' }]);
    expect(sw.sent.map((r) => `${r.method} ${(r.body as { endpoint: string }).endpoint}`)).toEqual([
      'POST https://push.example/made-again',
      'DELETE https://push.example/old',
    ]);
    const nothing = worker();
    await nothing.dispatch('pushsubscriptionchange', {});
    expect(nothing.sent).toEqual([]);
  });
});
