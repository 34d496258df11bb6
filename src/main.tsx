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
startEarlyRequests(location.pathname === '/' ? '/workgroups' : location.pathname, demoApiKey, location.search);

// The console's code (the framework and the shared code, which the page has preloaded),
// then the first render, each in a task of its own: the first task boundary lets the reads
// above leave before the code is evaluated. (A third stage, the framework on its own, cost
// a file of its own on every first load and bought no shorter task: the bench measured the
// workgroup screen's LCP 190 ms later with it, TBT the same.)
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();
const { boot } = await import('./boot');
await nextTask();
await boot();
