/**
 * Registers the service worker (web/public/sw.js): it makes the site installable, keeps the
 * build's static files and shows pushes. Production builds only: in development Vite serves
 * changing modules that a cache would hold on to.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
