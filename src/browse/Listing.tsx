import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Listing as ListingData, listingErrorMessage, listingQueryOptions } from '../queries/browse';
import { firstScreenTiles, genderListings } from './browse-facts';
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

/** Tiles drawn at each step after that. */
const moreTiles = 12;

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
        {Array.from({ length: firstScreenTiles }, (_, index) => (
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
      {listing.data && <ListingResults key={page} listing={listing.data} page={page} />}
    </section>
  );
}

/**
 * The tiles and pages of a loaded listing. The first screen of tiles renders at once; more follow a
 * screen's worth at a time as the reader nears the end of what is drawn (or moves focus into the
 * grid from the keyboard), in transitions React splits into short tasks. A phone that only looks at
 * the first screen never pays for mounting and laying out 98 tiles (after the first paint that was
 * the listing's longest task). ADR 0021.
 */
function ListingResults({ listing, page }: { listing: ListingData; page: number }) {
  const [shown, setShown] = useState(firstScreenTiles);
  const total = listing.userList.length;
  const complete = shown >= total;
  const showMore = useCallback(() => startTransition(() => setShown((count) => count + moreTiles)), []);
  const showAll = useCallback(() => startTransition(() => setShown(total)), [total]);
  return (
    <>
      <p className="listing-count">{listing.totalCount} models</p>
      {total === 0 ? (
        <p>No models here right now.</p>
      ) : (
        <ModelGrid
          models={complete ? listing.userList : listing.userList.slice(0, shown)}
          label="Models"
          onKeyboardFocus={complete ? undefined : showAll}
        />
      )}
      {!complete && <TilesToCome shown={shown} total={total} onNear={showMore} />}
      {listing.lastPage > 1 && (
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

/**
 * The space the tiles still to come will take, right after the grid (every tile is as tall as the
 * others: rows of the grid's columns), so nothing below moves when they arrive, even when the reader
 * jumps to the end. Calls `onNear` when it comes within half a screen of the viewport; each step
 * observes afresh (an observer reports its target's state when it starts: a tall screen keeps asking
 * until it is full). One element throughout, resized after each step's tiles are in: a new, still
 * empty one would shorten the page for a moment and pull a reader at the end up the page.
 */
function TilesToCome({ shown, total, onNear }: { shown: number; total: number; onNear: () => void }) {
  const space = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = space.current;
    const grid = target?.previousElementSibling;
    if (!target || !(grid instanceof HTMLElement)) return;
    const style = getComputedStyle(grid);
    const columns = style.gridTemplateColumns.split(' ').length;
    const tileHeight = grid.firstElementChild?.getBoundingClientRect().height ?? 0;
    const rows = Math.ceil(total / columns) - Math.ceil(shown / columns);
    target.style.height = `${rows * (tileHeight + (Number.parseFloat(style.rowGap) || 0))}px`;
  }, [shown, total]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step (`shown`) observes afresh.
  useEffect(() => {
    const target = space.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, onNear]);
  return <div ref={space} className="listing-to-come" aria-hidden="true" />;
}
