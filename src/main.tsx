import './styles.css';
import { startEarlyRequests } from '@/api/early-requests';

// The entry: small on purpose. The landing screen's data is asked for now, in
// parallel with the console's code (named in the page by modulepreload), and
// adopted by the client once that code runs.
let holdsKey = false;
let holdsToken = false;
let withPage: Parameters<typeof startEarlyRequests>[3] = {};
try {
  // The landing screen's first reads, answered by the server with the page (JSON, never executed).
  withPage = JSON.parse(document.getElementById('console-first-reads')?.textContent ?? '{}') as typeof withPage;
} catch {
  // None: the reads are asked for below.
}
try {
  // What the page may know of its session (masked; the server keeps the credentials and adds them to these reads).
  const session = JSON.parse(document.getElementById('console-session')?.textContent ?? '{}') as Record<string, { source?: unknown } | undefined>;
  const held = (kind: string) => typeof session[kind]?.source === 'string' && session[kind].source !== 'none';
  holdsKey = held('apiKey');
  holdsToken = held('sessionToken');
} catch {
  // No session in the page: the console asks for it (src/api/runtime.ts).
}
startEarlyRequests(location.pathname, holdsKey, location.search, withPage, holdsToken);

// The browser's Intl data (dates, figures, name ordering), which loads on a first formatter's use, is loaded by a
// worker while the page paints and the code downloads: on the main thread it was one task of 14–100 ms (four times
// that on a phone) inside the console's start. A browser that cannot start it loads the data on the first use.
try {
  new Worker(new URL('./intl-warm.worker.ts', import.meta.url));
} catch {
  // The first formatter loads it.
}

// The console's code (the framework, the shared code and the landing route's chunks, which the server
// lists in the page) is fetched once the browser reports the page's frame painted (its first contentful
// paint, which it reports once the frame is on screen): that paint (the frame and, for a screen whose
// heading needs no data, its heading) waits for nothing but the page, and the reads above have left first.
// A tab opened in the background paints nothing: it goes on at once, or when it is hidden before painting.
// A browser without paint timing goes on after the next frame; a visible page whose paint is not reported
// within three seconds goes on then.
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return void requestAnimationFrame(() => setTimeout(resolve));
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) go();
    });
    const timer = setTimeout(() => go(), 3000);
    const go = () => {
      painted.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', go);
      resolve();
    };
    document.addEventListener('visibilitychange', go);
    painted.observe({ type: 'paint', buffered: true });
  });
/**
 * The chunks the server named for this page (src/server/http/static.ts), fetched side by side instead of one after
 * another. Each link is added in a task of its own: adding one costs the page 1–3 ms (its request is made then), and
 * twenty at once were one task of 8–48 ms on a desktop.
 */
function preloadListed(): Promise<unknown> {
  const listed = document.getElementById('console-preloads')?.textContent;
  const added = (listed ? (JSON.parse(listed) as string[]) : []).map(
    (href) =>
      new Promise((resolve) =>
        setTimeout(() => {
          const link = Object.assign(document.createElement('link'), { href, crossOrigin: '', rel: href.endsWith('.css') ? 'preload' : 'modulepreload' });
          if (href.endsWith('.css')) link.as = 'style';
          resolve(document.head.append(link));
        }),
      ),
  );
  return Promise.all(added);
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await afterPaint();
await preloadListed();
// The framework's code is run in a task of its own (React's, its largest part, is read whole then: 10–20 ms on a
// desktop), the console's own in the next, and the console starts in a third.
await import('react-dom/client');
await nextTask();
const { boot } = await import('./boot');
await nextTask();
await boot();
