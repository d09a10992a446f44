import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAfterFirstRender } from '../app/after-first-render';
import { type Listing as ListingData, listingErrorMessage, listingQueryOptions } from '../queries/browse';
import { genderListings } from './browse-facts';
import { ModelGrid } from './ModelTile';

/** The gender tabs above every listing. */
function ListingTabs() {
  return (
    <nav aria-label="Listings" className="listing-tabs">
      <Link to="/" activeOptions={{ exact: true }}>
        All
      </Link>
      {genderListings.map((gender) => (
        <Link key={gender} to={`/${gender}`}>
          {gender[0]?.toUpperCase()}
          {gender.slice(1)}
        </Link>
      ))}
    </nav>
  );
}

/** Placeholder tiles while the listing loads: enough to fill the first screen. */
const skeletonTiles = 12;

/**
 * What the listing draws before its data: the count line and empty tiles of a tile's size, at least
 * a screen tall, so the heading paints at once (the page's first large paint is text, not the wait
 * for the listing) and nothing already on screen moves when the tiles arrive (CLS 0).
 */
function ListingSkeleton() {
  return (
    <>
      <p className="listing-count" role="status">
        Loading models…
      </p>
      <ul className="model-grid listing-skeleton" aria-hidden="true">
        {Array.from({ length: skeletonTiles }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
          <li key={index} className="model-tile">
            <span className="model-tile-thumb" />
            <span className="model-tile-name">&nbsp;</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One browse listing (`path` '' for home, '/girls', ...): loading, the tiles with pages, or the
 * error. `heading` replaces the server's h1 (home keeps the site's own heading).
 */
export function Listing({ path, page, heading }: { path: string; page: number; heading?: ReactNode }) {
  const { api } = useRouter().options.context;
  const listing = useQuery(listingQueryOptions(api, path, page));
  const state = listing.isPending ? 'loading' : listing.isError ? 'error' : 'ready';
  return (
    <section className="listing" data-testid="listing" data-state={state} aria-busy={listing.isPending}>
      {heading ?? <h1>{listing.data?.seo.h1 ?? 'Live cams'}</h1>}
      <ListingTabs />
      {listing.isPending && <ListingSkeleton />}
      {listing.isError && <p role="alert">{listingErrorMessage(listing.error)}</p>}
      {listing.data && <ListingResults listing={listing.data} page={page} />}
    </section>
  );
}

/**
 * The tiles and pages of a loaded listing. The first screen of tiles renders at once; the rest and
 * the page links follow in a deferred render, which React splits into short tasks, so the page answers
 * input while 98 tiles mount (one synchronous render of them all was a long task on a phone).
 */
function ListingResults({ listing, page }: { listing: ListingData; page: number }) {
  const complete = useAfterFirstRender();
  const models = complete ? listing.userList : listing.userList.slice(0, skeletonTiles);
  return (
    <>
      <p className="listing-count">{listing.totalCount} models</p>
      {listing.userList.length === 0 ? (
        <p>No models here right now.</p>
      ) : (
        // A screen tall until all tiles are in, as the placeholders were: the footer must not show and
        // then move when the rest arrive (CLS).
        <ModelGrid models={models} label="Models" className={complete ? undefined : 'listing-first-screen'} />
      )}
      {complete && listing.lastPage > 1 && (
        <nav aria-label="Pages" className="listing-pages">
          {page > 1 && (
            <Link to="." search={{ p: page - 1 }}>
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {listing.lastPage}
          </span>
          {page < listing.lastPage && (
            <Link to="." search={{ p: page + 1 }}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
