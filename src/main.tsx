import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { yieldToMain } from './app/after-paint';
import type { AppContext } from './app/context';
import { shellRouterOptions } from './app/router-options';
import { startBackend } from './boot/backend';
import { forgetFirstRequests, takeFirstRequest } from './boot/first-requests';
import { loadTranslations } from './i18n/i18n';
import { createLiveLoader } from './live/live-loader';
import { routeTree } from './routeTree.gen';
import { siteRequestFrom } from './site/hosts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// No top-level await here: it would turn off the bundler's chunk merging (rolldown's
// chunkOptimization), splitting the entry's scripts into many small chunks that gzip worse.
if (import.meta.env.DEV && window.location.pathname === '/__statecharts') {
  void import('./devtools/mount').then(({ mountStatechartsInspector }) => mountStatechartsInspector(root));
} else {
  void startApp(root);
}

function createAppRouter(context: AppContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', ...shellRouterOptions });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** How long the first render waits for the first route to load before it shows the pending screen. */
const firstLoadWaitMs = 1000;

async function startApp(root: HTMLElement) {
  // Fetched while the backend starts; the root route waits for it (no untranslated first render).
  void loadTranslations();
  const backend = await startBackend(window.location);
  // Boot is several tasks, not one long one: evaluating the entry, building the router, loading the
  // first route and rendering each end with a yield, so the main thread is never held for long.
  await yieldToMain();
  const api = createApiClient(backend.apiBase, undefined, takeFirstRequest);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
  const router = createAppRouter({
    queryClient,
    api,
    backend,
    live: createLiveLoader(backend, api),
    siteRequest: siteRequestFrom(window.location),
  });
  // What index.html sent for the first screen and the first screen did not take may be stale later.
  const stopForgetting = router.history.subscribe(() => {
    forgetFirstRequests();
    stopForgetting();
  });
  await yieldToMain();

  // The first route loads before the first render (its requests are under way since index.html, ADR
  // 0021), so that render has the page and React renders it as a transition: in short tasks, where a
  // router update after mounting is one long synchronous render. A slow API gets the pending screen.
  await Promise.race([router.load(), new Promise((resolve) => setTimeout(resolve, firstLoadWaitMs))]);
  await yieldToMain();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
