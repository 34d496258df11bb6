import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './router';
import { loadRuntimeConfig } from './api/runtime';
import { credentials } from './api/credentials';
import { AppRoot } from './app/app-root';
import { seedQueryCache } from './app/server-data';

// Pages the server draws for this browser default to its time zone from now on
// (read by zoneFromCookie in src/server/static.ts).
document.cookie = `console-zone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')}; Path=/; Max-Age=31536000; SameSite=Strict`;

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root')!;

await loadRuntimeConfig();

const live = () => {
  container.removeAttribute('inert');
  container.removeAttribute('aria-busy');
};
const app = <AppRoot queryClient={queryClient} router={router} onHydrated={live} />;

// The embedded server may have drawn the first screen with the demo key's data.
// It is taken over only when this browser uses that key too; otherwise (a key of
// the user's own) the screen is drawn afresh from the user's own requests.
const state = document.getElementById('console-state');
let hydrated = false;
if (state?.textContent && credentials.sourceOf('apiKey') === 'demo') {
  try {
    seedQueryCache(queryClient, state.textContent);
    // Same data, same route: the first render matches the server's markup.
    // (`ssr` tells the router to lay out its boundaries as it did on the server.)
    router.ssr = { manifest: undefined };
    await router.load();
    // The route's code has just run: hydrate in a fresh task.
    await new Promise((resolve) => setTimeout(resolve));
    hydrateRoot(container, app, {
      // A screen drawn in another zone or locale than this browser's (its first
      // visit) is redrawn here: expected and handled, so a warning, not an error.
      onRecoverableError: (error) => console.warn('The screen drawn by the server was redrawn in the browser:', error),
    });
    hydrated = true;
  } catch {
    queryClient.clear();
  }
}
state?.remove();
if (!hydrated) {
  // Never leave another organization's screen showing while this one loads.
  container.replaceChildren();
  live();
  createRoot(container).render(app);
}
