import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Backend } from '../boot/types';

/** What every route can reach through the router context. */
export interface AppContext {
  queryClient: QueryClient;
  api: ApiClient;
  backend: Backend;
}
