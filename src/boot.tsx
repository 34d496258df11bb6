import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './router';
import { loadRuntimeConfig } from './api/runtime';
import { AppRoot } from './app/app-root';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

await loadRuntimeConfig();

// The page's static frame (index.html) stands until the console replaces it.
createRoot(document.getElementById('root')!).render(<AppRoot queryClient={queryClient} router={router} />);
