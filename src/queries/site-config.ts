import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { SiteRequest } from '../site/hosts';
import { siteConfigSchema } from '../site/site-config.schema';

/** Query keys of the site configuration: one entry per site the page can be for. */
export const siteConfigKeys = {
  all: ['site-config'] as const,
  forSite: (request: SiteRequest) => [...siteConfigKeys.all, request.host] as const,
};

/** GET /site_config. The development `?site=` override is forwarded so the backend answers for it. */
export const siteConfigQuery = (api: ApiClient, request: SiteRequest) =>
  queryOptions({
    queryKey: siteConfigKeys.forSite(request),
    queryFn: () => api.get('/site_config', siteConfigSchema, { site: request.override ?? undefined }),
    // The site does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
