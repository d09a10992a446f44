import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { RoomLoadFailure as Failure } from '../../machines/room';
import { ModelGrid } from '../browse/ModelTile';
import { listingQueryOptions } from '../queries/browse';

/** A room that did not load: status, error, and the suggested models as tiles. */
export function RoomLoadFailure({ failure }: { failure: Failure }) {
  const { api } = useRouter().options.context;
  // The suggestions are usernames; their tiles come from the live listing.
  const live = useQuery({ ...listingQueryOptions(api, '', 1), enabled: failure.suggestions.length > 0 });
  const tiles = (live.data?.userList ?? []).filter((model) => failure.suggestions.includes(model.username));
  const missing = failure.suggestions.filter((name) => !tiles.some((model) => model.username === name));
  return (
    <>
      <h1>Room unavailable</h1>
      <p role="alert">
        {failure.status !== null && <span data-testid="room-error-status">{failure.status}: </span>}
        {failure.error}
      </p>
      {failure.suggestions.length > 0 && (
        <nav aria-label="Suggested rooms">
          <h2>Try these rooms</h2>
          {tiles.length > 0 && <ModelGrid models={tiles} label="Suggested models" />}
          {missing.length > 0 && (
            <ul className="room-suggestion-links">
              {missing.map((username) => (
                <li key={username}>
                  <Link to="/$username" params={{ username }}>
                    {username}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
    </>
  );
}
