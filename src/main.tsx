import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import type { AppContext } from './app/context';
import { shellRouterOptions } from './app/router-options';
import { startBackend } from './boot/backend';
import { createLiveSession } from './live/live-session';
import { routeTree } from './routeTree.gen';
import { siteRequestFrom } from './site/hosts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (import.meta.env.DEV && window.location.pathname === '/__statecharts') {
  const { mountStatechartsInspector } = await import('./devtools/mount');
  mountStatechartsInspector(root);
} else {
  await startApp(root);
}

function createAppRouter(context: AppContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', ...shellRouterOptions });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

async function startApp(root: HTMLElement) {
  const backend = await startBackend(window.location);
  const api = createApiClient(backend.apiBase);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
  const router = createAppRouter({
    queryClient,
    api,
    backend,
    live: createLiveSession({ backend, api }),
    siteRequest: siteRequestFrom(window.location),
  });

  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
