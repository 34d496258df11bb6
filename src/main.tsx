import './styles.css';
import { startEarlyRequests } from '@/api/early-requests';

// The entry: small on purpose. The landing screen's data is asked for now, in
// parallel with the console's code (named in the page by modulepreload), and
// adopted by the client once that code runs.
let demoApiKey: string | undefined;
try {
  const config = JSON.parse(document.getElementById('console-config')?.textContent ?? '{}') as { demoApiKey?: unknown };
  if (typeof config.demoApiKey === 'string') demoApiKey = config.demoApiKey;
} catch {
  // No config in the page: the console asks for it (src/api/runtime.ts).
}
startEarlyRequests(location.pathname === '/' ? '/workgroups' : location.pathname, demoApiKey);

// The framework, the console's shared code with its router, then the first render:
// each in a task of its own, so that none holds the main thread long (on a slow
// phone, one long task is what makes the first screen feel stuck). The first task
// boundary lets the reads above leave before the framework, which the page has
// preloaded, is evaluated.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();
await import('react-dom/client');
await nextTask();
const { boot } = await import('./boot');
await nextTask();
await boot();
