/**
 * Browse listings (GET browse/react{path}, spec 2 sections 4.14 and 7), validated at the boundary.
 * A tile reads only what it shows; a field of the wrong type drops to its default instead of
 * failing the whole listing.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, ApiFailure } from '../api/client';
import { listingPageSize, listingRequest } from '../api/requests';

const text = z.catch(z.string(), '');
const count = z.catch(z.number(), 0);

export const modelTileSchema = z.object({
  id: z.number(),
  username: z.string(),
  displayName: text,
  genderSlug: text,
  age: z.catch(z.nullable(z.number()), null),
  status: z.catch(z.enum(['online', 'private', 'standby', 'limited', 'connected', 'offline']), 'offline'),
  isNew: z.catch(z.boolean(), false),
  subject: text,
  tags: z.catch(z.array(z.string()), []),
  countryCode: text,
  flagList: z.catch(z.array(z.string()), []),
  chatUserCount: count,
  thumbUrl: text,
});

export const listingSchema = z.object({
  userList: z.array(modelTileSchema),
  totalCount: count,
  perPageCount: count,
  page: z.catch(z.number(), 1),
  lastPage: z.catch(z.number(), 1),
  seo: z.catch(z.object({ h1: z.optional(z.string()) }), {}),
});

export type ModelTile = z.infer<typeof modelTileSchema>;
export type Listing = z.infer<typeof listingSchema>;

export const browseKeys = {
  all: ['browse'] as const,
  listing: (path: string, page: number, perPage: number) => ['browse', path, page, perPage] as const,
};

/** `path` is the browse route ('' for home, '/girls', ...); `page` counts from 1. */
export function listingQueryOptions(api: ApiClient, path: string, page = 1) {
  const request = listingRequest(path, page);
  return queryOptions({
    queryKey: browseKeys.listing(path, page, listingPageSize(path)),
    queryFn: () => api.get(request.path, listingSchema, request.query),
    staleTime: 30_000,
  });
}

/** Spec 2 section 8: the server's error field, otherwise 'Error during loading search results'. */
export function listingErrorMessage(failure: unknown): string {
  if (failure instanceof ApiFailure && failure.error.kind === 'http') {
    const { body } = failure.error;
    const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    if (typeof error === 'string' && error) return error;
  }
  return 'Error during loading search results';
}
