import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppContext } from '../app/context';
import { NotFoundPage } from '../errors/ErrorPage';
import { RootError } from '../errors/RouteError';
import { loadTranslations } from '../i18n/i18n';
import { currentUserQuery } from '../queries/current-user';
import { siteConfigQuery } from '../queries/site-config';
import { ShellLayout } from '../shell/ShellLayout';
import { SimPanelSlot } from '../simpanel/SimPanelSlot';
import { resolveSite } from '../site/site';
import '../styles/shell.css';

export const Route = createRootRouteWithContext<AppContext>()({
  loader: async ({ context: { queryClient, api, siteRequest } }) => {
    // The translations and the current user load alongside the site configuration (a GET needs no
    // CSRF token): one round trip before the first render, not two. Error screens need words too.
    const [config, translations] = await Promise.allSettled([
      queryClient.ensureQueryData(siteConfigQuery(api, siteRequest)),
      loadTranslations(),
      // The shell draws without the user (a guest sees banners); a failure here is not fatal.
      queryClient.prefetchQuery(currentUserQuery(api)),
    ]);
    if (translations.status === 'rejected') throw translations.reason;
    if (config.status === 'rejected') throw config.reason;
    api.setCsrfToken(config.value.csrf);
    return { site: resolveSite(siteRequest, config.value) };
  },
  staleTime: Number.POSITIVE_INFINITY,
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { site } = Route.useLoaderData();
  const { api, backend } = Route.useRouteContext();
  return (
    <>
      <ShellLayout site={site} />
      <SimPanelSlot api={api} backend={backend} />
    </>
  );
}
