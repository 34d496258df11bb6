import './styles.css';

// The entry: small on purpose. When the server has drawn the screen, the browser
// paints it first; only then does the console's code load and take it over.
if (document.getElementById('console-state')) {
  await new Promise<void>((resolve) => {
    // A frame, then a task; a hidden tab gets no frames, so a timer stands in.
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(() => (clearTimeout(timer), resolve())));
  });
}
// The framework, the router with the console's shared code, then the console:
// each evaluated in a task of its own, so none holds the main thread for long.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await import('react-dom/client');
await nextTask();
await import('./router');
await nextTask();
await import('./boot');
