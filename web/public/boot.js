// Starts the app's code on a page the server rendered (server/platform/spa-index.ts, withBody),
// once the browser has shown it. The page is complete and styled without a script (its links
// work, hydrating only makes the rest interactive), so on a slow phone network its stylesheet,
// fonts and pictures get the connection first, and its first paint never waits for the 150 kB
// of scripts to download and run. A plain same-origin file: the CSP allows no inline script.
(() => {
  const boot = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The screen's own chunks, as the modulepreload links the page would otherwise carry.
    for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = boot.dataset.app;
    document.head.append(app);
  };
  // A hidden tab paints nothing: start at once. A browser that does not report paints: after
  // its next frame. Otherwise at the first contentful paint, or after 3 s, whichever comes first.
  if (document.visibilityState !== 'visible') return start();
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    return requestAnimationFrame(() => setTimeout(start, 0));
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  setTimeout(start, 3000);
})();
