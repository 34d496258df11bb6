// The floor the console is measured against: the same stack (react, react-dom,
// TanStack Router and Query), two routes, no data. What any app on this stack
// costs on this machine, measured in the same run as the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';

const rootRoute = createRootRoute({
  component: () => (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '1.5rem' }}>
      <nav aria-label="Main">
        <Link to="/">Home</Link> · <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </main>
  ),
});
const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Floor app: the console's stack, no data</h1> });
const about = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: () => <h1>About</h1> });
const router = createRouter({ routeTree: rootRoute.addChildren([home, about]) });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
