import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { roomLoadError, roomQueryOptions } from '../queries/room';
import { VideoPanel } from '../room/video/VideoPanel';

/** `?tech=webrtc|hls` picks the video technology (HLS by default; the simulator edge serves both). */
const roomSearchSchema = z.object({ tech: z.optional(z.enum(['webrtc', 'hls'])) });

export const Route = createFileRoute('/$username')({
  validateSearch: (search) => {
    const parsed = roomSearchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(roomQueryOptions(context.api, params.username)),
  pendingComponent: RoomLoading,
  errorComponent: RoomError,
  component: RoomPage,
});

function RoomLoading() {
  return (
    <div data-testid="room" data-state="loading" role="status">
      Loading room…
    </div>
  );
}

function RoomError({ error }: { error: unknown }) {
  const { status, error: message, suggestions } = roomLoadError(error);
  return (
    <div data-testid="room" data-state="error">
      <h1>Room unavailable</h1>
      <p role="alert">
        {status !== null && <span data-testid="room-error-status">{status}: </span>}
        {message}
      </p>
      {suggestions.length > 0 && (
        <nav aria-label="Suggested rooms">
          <ul>
            {suggestions.map((username) => (
              <li key={username}>
                <Link to="/$username" params={{ username }}>
                  {username}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

function RoomPage() {
  const { username } = Route.useParams();
  const { tech } = Route.useSearch();
  const { api } = Route.useRouteContext();
  const { data: room } = useSuspenseQuery(roomQueryOptions(api, username));
  return (
    <div data-testid="room" data-state="ready">
      <h1>{username}</h1>
      <VideoPanel
        key={username}
        stream={room.stream ?? null}
        label={username}
        {...(tech ? { requestedTech: tech } : {})}
      />
    </div>
  );
}
