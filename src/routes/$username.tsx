/**
 * The chat room of one model: /{username}.
 *
 * Slots for other features (chat, tip controls, private messages): mount a component in
 * `RoomLayout`'s `chat`, `actions` or `privateMessages` prop below, and read the room from
 * `useRoom()` (src/room/room-context.ts). It gives `RoomContextValue`:
 *   { username, room (validated GET chat/react/{username}), view (connectRoom: load, displayStatus,
 *     chatStatus, mode, guestOverlay, failure, removal), viewer (username or null), send(RoomEvent) }.
 * Decoded v3 room events (v3.chat.update, v3.private.*, v3.spy.end, v3.chat.banned/kicked) go to
 * `send`; the room machine (machines/room) folds them, and on a ban or kick sends the viewer home
 * with the spec's toast.
 */
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { connectRoom } from '../../machines/room';
import { inspect } from '../app/inspect';
import { useToasts } from '../app/shell-actors';
import { currentUserQuery } from '../queries/current-user';
import { roomQueryOptions } from '../queries/room';
import { ChatPanel } from '../room/chat/ChatPanel';
import { RoomLayout } from '../room/RoomLayout';
import { RoomLoadFailure } from '../room/RoomLoadFailure';
import { RoomStage } from '../room/RoomStage';
import { guestOverlaySeen, provideRoomMachine } from '../room/room-actor';
import { RoomContext } from '../room/room-context';
import '../room/room.css';

/**
 * `?tech=webrtc|hls` picks the video technology (HLS by default; the simulator edge serves both).
 * `?vidstop=1|now` brings the guest overlay forward (after 1 minute, or at once).
 */
const roomSearchSchema = z.object({
  tech: z.optional(z.enum(['webrtc', 'hls'])),
  vidstop: z.optional(z.enum(['1', 'now'])),
});

const rootRoute = getRouteApi('__root__');

export const Route = createFileRoute('/$username')({
  validateSearch: (search) => {
    const parsed = roomSearchSchema.safeParse({
      ...search,
      vidstop: search.vidstop === undefined ? undefined : String(search.vidstop),
    });
    return parsed.success ? parsed.data : {};
  },
  // Prefetch only: the room machine owns loading, ready and error.
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(roomQueryOptions(context.api, params.username)),
  component: RoomRoute,
});

function RoomRoute() {
  const { username } = Route.useParams();
  return <RoomPage key={username} username={username} />;
}

function RoomPage({ username }: { username: string }) {
  const { tech, vidstop } = Route.useSearch();
  const { api, queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  const toasts = useToasts();
  const current = useQuery(currentUserQuery(api)).data;
  const { site } = rootRoute.useLoaderData();
  // Spec 1 section 4: a guest_ session is not logged in.
  const user = current?.user && !current.user.username.startsWith('guest_') ? current.user : null;
  const viewer = user?.username ?? null;
  const machine = useMemo(
    () =>
      provideRoomMachine({
        api,
        queryClient,
        navigate,
        toast: (content) => toasts.show({ appearance: 'error', content }),
      }),
    [api, queryClient, navigate, toasts],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { username, viewer, vidstop: vidstop ?? null, guestOverlaySeen: guestOverlaySeen() },
    inspect,
  });
  const view = connectRoom(snapshot);
  const room = useQuery({ ...roomQueryOptions(api, username), enabled: view.load === 'ready' }).data;
  const name = room?.user.displayName || username;

  return (
    <div className="room" data-testid="room" {...view.rootProps}>
      {view.load === 'error' && view.failure && <RoomLoadFailure failure={view.failure} />}
      {view.load === 'loading' && <p role="status">Loading room…</p>}
      {view.load === 'ready' && room && (
        <RoomContext.Provider value={{ username, room, view, viewer, send }}>
          <header className="room-header">
            <h1>{name}</h1>
            <span className="room-status" data-testid="room-status">
              {view.chatStatus}
            </span>
          </header>
          <RoomLayout
            stage={
              <RoomStage
                username={username}
                name={name}
                room={room}
                displayStatus={view.displayStatus}
                {...(tech ? { requestedTech: tech } : {})}
              />
            }
            chat={
              <ChatPanel
                key={`${username}:${viewer ?? 'guest'}`}
                api={api}
                room={username}
                roomData={room}
                viewer={{
                  username: viewer,
                  isAdmin: user?.isAdmin === true,
                  tokens: current?.tokens ?? null,
                }}
                whiteLabel={site.variant === 'white-label'}
              />
            }
          />
        </RoomContext.Provider>
      )}
    </div>
  );
}
