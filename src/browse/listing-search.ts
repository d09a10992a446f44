import { z } from 'zod/mini';

/** A listing's search params: `?p=` is the page (from 1). Anything else is dropped. */
const listingSearchSchema = z.object({ p: z.optional(z.int().check(z.minimum(1))) });

export type ListingSearch = z.infer<typeof listingSearchSchema>;

export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const parsed = listingSearchSchema.safeParse({ p: search.p === undefined ? undefined : Number(search.p) });
  return parsed.success ? parsed.data : {};
}
