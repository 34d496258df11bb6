// The data floor: the full-stack floor (bench/floor-full) whose heading is one read's
// answer (a workgroup, as the embedded control plane sends it, compressed by the same
// static handler), asked for by the page itself. What a screen whose largest paint is
// data costs with the stack and nothing of the console's own: for reading beside the
// data screens (npm run bench), not a budget.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import * as Dialog from '@radix-ui/react-dialog';

const Form = z.object({ name: z.string().check(z.minLength(1, 'Name is required'), z.maxLength(64)) });
type Values = z.infer<typeof Form>;

function NameForm() {
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

/** The read's heading and its workspaces, as a data screen shows them. */
function Workgroup() {
  const { data } = useSuspenseQuery({
    queryKey: ['workgroup'],
    queryFn: () =>
      fetch('/workgroup.json', { mode: 'cors' }).then(
        (r) => r.json() as Promise<{ Result: { name: string; workspaces: { workspace_id: string; name: string; status: string }[] } }>,
      ),
  });
  return (
    <>
      <h1>{data.Result.name}</h1>
      <ul>
        {data.Result.workspaces.map((w) => (
          <li key={w.workspace_id}>
            {w.name}: {w.status}
          </li>
        ))}
      </ul>
    </>
  );
}

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
const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <>
      <Workgroup />
      <NameForm />
    </>
  ),
});
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
