import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { Listing } from '../browse/Listing';
import { validateListingSearch } from '../browse/listing-search';
import { listingQueryOptions } from '../queries/browse';

export const Route = createFileRoute('/girls')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ page: search.p ?? 1 }),
  // Prefetch only, not awaited: the listing draws its heading and placeholder tiles, then the tiles.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(listingQueryOptions(context.api, '/girls', deps.page));
  },
  component: GenderListing,
});

// Through getRouteApi, not Route: the split component chunk must not import this route module.
const listing = getRouteApi('/girls');

function GenderListing() {
  const { p } = listing.useSearch();
  return <Listing path="/girls" page={p ?? 1} />;
}
