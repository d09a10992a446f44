import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Backend } from '../boot/types';
import type { LiveSession } from '../live/live-session';
import type { SiteRequest } from '../site/hosts';

/** What every route can reach through the router context. */
export interface AppContext {
  queryClient: QueryClient;
  api: ApiClient;
  backend: Backend;
  /** The journaled socket connections (src/live). */
  live: LiveSession;
  /** Which site the page is for: its host name and the development `?site=` override. */
  siteRequest: SiteRequest;
}
