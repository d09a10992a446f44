import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { siteConfigRequest } from '../api/requests';
import type { SiteRequest } from '../site/hosts';
import { siteConfigSchema } from '../site/site-config.schema';

/** Query keys of the site configuration: one entry per site the page can be for. */
export const siteConfigKeys = {
  all: ['site-config'] as const,
  forSite: (request: SiteRequest) => [...siteConfigKeys.all, request.host] as const,
};

/** GET /site_config for the site the page is on. */
export const siteConfigQuery = (api: ApiClient, request: SiteRequest) =>
  queryOptions({
    queryKey: siteConfigKeys.forSite(request),
    queryFn: () => {
      const { path, query } = siteConfigRequest(request.override);
      return api.get(path, siteConfigSchema, query);
    },
    // The site does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
