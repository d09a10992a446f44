import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { shellRouterOptions } from './app/router-options';
import { startBackend } from './boot/backend';
import { routeTree } from './routeTree.gen';
import { siteRequestFrom } from './site/hosts';

const backend = await startBackend(window.location);
const api = createApiClient(backend.apiBase);
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const siteRequest = siteRequestFrom(window.location);
const router = createRouter({
  routeTree,
  context: { queryClient, api, backend, siteRequest },
  defaultPreload: 'intent',
  ...shellRouterOptions,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
