import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { currentUserQuery } from '../queries/current-user';
import { roomLoadError, roomQueryOptions } from '../queries/room';
import { ChatPanel } from '../room/chat/ChatPanel';
import { VideoPanel } from '../room/video/VideoPanel';

/** `?tech=webrtc|hls` picks the video technology (HLS by default; the simulator edge serves both). */
const roomSearchSchema = z.object({ tech: z.optional(z.enum(['webrtc', 'hls'])) });

const rootRoute = getRouteApi('__root__');

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
  const { data: current } = useQuery(currentUserQuery(api));
  const { site } = rootRoute.useLoaderData();
  // Spec 1 section 4: a guest_ session is not logged in.
  const user = current?.user && !current.user.username.startsWith('guest_') ? current.user : null;
  return (
    <div data-testid="room" data-state="ready">
      <h1>{username}</h1>
      <div className="room-layout">
        <VideoPanel
          key={username}
          stream={room.stream ?? null}
          label={username}
          {...(tech ? { requestedTech: tech } : {})}
        />
        <ChatPanel
          key={`${username}:${user?.username ?? 'guest'}`}
          api={api}
          room={username}
          roomData={room}
          viewer={{
            username: user?.username ?? null,
            isAdmin: user?.isAdmin === true,
            tokens: current?.tokens ?? null,
          }}
          whiteLabel={site.variant === 'white-label'}
        />
      </div>
    </div>
  );
}
