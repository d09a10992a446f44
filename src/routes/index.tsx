import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { Listing } from '../browse/Listing';
import { validateListingSearch } from '../browse/listing-search';
import { useTranslation } from '../i18n/use-translation';
import { listingQueryOptions } from '../queries/browse';

/** Home in its classic layout: the site's heading over the live listing. */
export const Route = createFileRoute('/')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ page: search.p ?? 1 }),
  // Not awaited: the page draws its heading and placeholder tiles while the listing loads.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(listingQueryOptions(context.api, '', deps.page));
  },
  component: Home,
});

const root = getRouteApi('__root__');
// Through getRouteApi, not Route: the split component chunk must not import this route module.
const home = getRouteApi('/');

function Home() {
  const { t } = useTranslation();
  const { site } = root.useLoaderData();
  const { p } = home.useSearch();
  return (
    <Listing
      path=""
      page={p ?? 1}
      heading={<h1>{site.heading ?? t('home.heading', { site: site.displayName })}</h1>}
    />
  );
}
