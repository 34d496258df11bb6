// The design card's whole stack (react, react-dom, TanStack Router and Query, react-hook-form,
// zod, the Radix dialog), each used once the way the console uses it: the app both the
// full-stack floor (main.tsx) and the data floor (bench/floor-data) start, each with its own
// home screen.
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import * as Dialog from '@radix-ui/react-dialog';

const Form = z.object({ name: z.string().check(z.minLength(1, 'Name is required'), z.maxLength(64)) });
type Values = z.infer<typeof Form>;

export function NameForm() {
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({
    defaultValues: { name: '' },
    resolver: async (values) => {
      const r = Form.safeParse(values);
      return r.success ? { values: r.data, errors: {} } : { values: {}, errors: { name: { type: 'custom', message: r.error.issues[0]!.message } } };
    },
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit name
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay />
          <Dialog.Content>
            <Dialog.Title>Edit name</Dialog.Title>
            <Dialog.Description>A form in a dialog.</Dialog.Description>
            <form onSubmit={form.handleSubmit(() => setOpen(false))}>
              <label>
                Name <input {...form.register('name')} />
              </label>
              {form.formState.errors.name && <p>{form.formState.errors.name.message}</p>}
              <button type="submit">Save</button>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/** Starts the app: two routes, `home` the first. */
export function startFloor(home: () => ReactNode): void {
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
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: home });
  const about = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: () => <h1>About</h1> });
  const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute, about]) });
  const queryClient = new QueryClient();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
