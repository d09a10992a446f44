import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Backend } from '../boot/types';
import type { LiveLoader } from '../live/live-loader';
import type { SiteRequest } from '../site/hosts';

/** What every route can reach through the router context. */
export interface AppContext {
  queryClient: QueryClient;
  api: ApiClient;
  backend: Backend;
  /** The journaled socket connections, loaded on first use (src/live). */
  live: LiveLoader;
  /** Which site the page is for: its host name and the development `?site=` override. */
  siteRequest: SiteRequest;
}
