/**
 * The chat room of one model: /{username}.
 *
 * Slots for other features (chat, tip controls, private messages): mount a component in
 * `RoomLayout`'s `chat`, `actions` or `privateMessages` prop below, and read the room from
 * `useRoom()` (src/room/room-context.ts). It gives `RoomContextValue`:
 *   { username, room (validated GET chat/react/{username}), view (connectRoom: load, displayStatus,
 *     chatStatus, mode, guestOverlay, failure, removal), viewer (username or null), send(RoomEvent) }.
 * The room socket (src/live/use-room-connection.ts) feeds decoded v3 events: the room machine
 * (machines/room) folds status, mode, ban and kick (sending the viewer home with the spec's toast);
 * the chat and tip panels take the whole feed. After a rejoin the room answer and the balance are
 * fetched again.
 */
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { z } from 'zod/mini';
import { connectRoom, type RoomEvent } from '../../machines/room';
import { yieldToMain } from '../app/after-paint';
import { inspect } from '../app/inspect';
import { useToasts } from '../app/shell-actors';
import { useRoomConnection } from '../live/use-room-connection';
import { currentUserKeys, currentUserQuery } from '../queries/current-user';
import { roomKeys, roomQueryOptions } from '../queries/room';
import { RoomCams } from '../room/cams/RoomCams';
import { ChatPanel } from '../room/chat/ChatPanel';
import { frameBatched } from '../room/chat/feed';
import { RoomFeatures } from '../room/features/RoomFeatures';
import { RoomLayout } from '../room/RoomLayout';
import { RoomLoadFailure } from '../room/RoomLoadFailure';
import { RoomStage } from '../room/RoomStage';
import { guestOverlaySeen, provideRoomMachine, roomFacts } from '../room/room-actor';
import { RoomContext } from '../room/room-context';
import { roomUpdateIsNews } from '../room/room-update';
import { PaidShows } from '../room/shows/PaidShows';
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

/** Decoded room events the room machine folds (the chat and tip panels take the whole feed). */
const roomMachineEvents = new Set<string>([
  'v3.chat.update',
  'v3.private.started',
  'v3.private.end',
  'v3.spy.end',
  'v3.chat.banned',
  'v3.chat.kicked',
  'v3.chat.moderate',
]);
const isRoomMachineEvent = (event: { type: string }): event is RoomEvent => roomMachineEvents.has(event.type);

export const Route = createFileRoute('/$username')({
  validateSearch: (search) => {
    const parsed = roomSearchSchema.safeParse({
      ...search,
      vidstop: search.vidstop === undefined ? undefined : String(search.vidstop),
    });
    return parsed.success ? parsed.data : {};
  },
  // The room answer loads with the route (on a first visit its request left from index.html, ADR
  // 0021), so the room renders once, whole, in its first render. A failed answer is not thrown here:
  // the room machine owns the error (the answer's suggestions). The room query (and its schema)
  // comes in a chunk with the room's component, not in the entry every page loads.
  loader: async ({ context, params }) => {
    const { roomQueryOptions } = await import('../queries/room');
    // With every answer already in (index.html asked), the whole route load would run as one task:
    // reading and validating the room answer is a task of its own.
    await yieldToMain();
    await context.queryClient.prefetchQuery(roomQueryOptions(context.api, params.username));
  },
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
  const loaded = queryClient.getQueryData(roomQueryOptions(api, username).queryKey);
  const [snapshot, send] = useMachine(machine, {
    input: {
      username,
      viewer,
      vidstop: vidstop ?? null,
      guestOverlaySeen: guestOverlaySeen(),
      loaded: loaded ? roomFacts(loaded) : null,
    },
    inspect,
  });
  const view = connectRoom(snapshot);
  const connection = useRoomConnection(username);
  // One render per frame however busy the room: the socket's events reach the room machine and the
  // chat and tip panels in one batch per animation frame (ADR 0018).
  const feed = useMemo(() => connection.feed && frameBatched(connection.feed), [connection.feed]);

  const readRoomAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: roomKeys.detail(username) }),
    [queryClient, username],
  );

  useEffect(
    () =>
      feed?.((event) => {
        if (isRoomMachineEvent(event)) {
          send(event);
          // Status, apps and show facts live in the room answer: read it again when the room changes.
          const answer = queryClient.getQueryData(roomQueryOptions(api, username).queryKey);
          if (event.type === 'v3.chat.update' && roomUpdateIsNews(event.payload, answer)) readRoomAgain();
        }
        // Back after an outage: what changed meanwhile comes from the room answer and the balance.
        if (event.type === 'room.rejoined') {
          readRoomAgain();
          void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
        }
      }),
    [feed, send, queryClient, readRoomAgain, api, username],
  );
  const room = useQuery({ ...roomQueryOptions(api, username), enabled: view.load === 'ready' }).data;
  const name = room?.user.displayName || username;
  // The room answer read again (a rejoin, a status change, a show call) is news for the room machine.
  // The panels are memoised: with props that keep their identity, a socket status change or a room
  // machine step re-renders this frame only, not every panel (the join alone is a dozen of them).
  const isStreamer = room?.viewer.isStreamer === true;
  const tokens = current?.tokens;
  const showsViewer = useMemo(
    () => ({
      loggedIn: user !== null,
      username: viewer ?? '',
      isStreamer,
      postpay: user?.is_postpay === true,
      postpayCredit: user?.postpay_credit_limit ?? 0,
      tokens: tokens ?? 0,
    }),
    [user, viewer, isStreamer, tokens],
  );
  const featuresViewer = useMemo(() => ({ username: viewer ?? '', isStreamer }), [viewer, isStreamer]);
  const camsViewer = useMemo(
    () => ({ loggedIn: user !== null, username: viewer ?? '', isStreamer }),
    [user, viewer, isStreamer],
  );
  const chatViewer = useMemo(
    () => ({ username: viewer, isAdmin: user?.isAdmin === true, tokens: tokens ?? null }),
    [user, viewer, tokens],
  );
  const roomContext = useMemo(
    () => (room ? { username, room, view, viewer, send } : null),
    [username, room, view, viewer, send],
  );
  const firstAnswer = useRef(room);
  useEffect(() => {
    if (room && firstAnswer.current && room !== firstAnswer.current)
      send({ type: 'room.refreshed', facts: roomFacts(room) });
    firstAnswer.current ??= room;
  }, [room, send]);

  return (
    <div className="room" data-testid="room" data-socket={connection.status} {...view.rootProps}>
      {connection.isReconnecting && (
        <p className="room-reconnecting" role="status">
          Reconnecting…
        </p>
      )}
      {view.load === 'error' && view.failure && <RoomLoadFailure failure={view.failure} />}
      {view.load !== 'error' && (
        // Drawn while the room loads too: the page's first paint is its heading, and it stays put.
        <header className="room-header">
          <h1>{name}</h1>
          {view.load === 'ready' && room && (
            <span className="room-status" data-testid="room-status">
              {view.chatStatus}
            </span>
          )}
        </header>
      )}
      {view.load === 'loading' && <p role="status">Loading room…</p>}
      {view.load === 'ready' && room && roomContext && (
        <RoomContext.Provider value={roomContext}>
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
            actions={
              <>
                <PaidShows
                  key={`shows:${username}:${viewer ?? 'guest'}`}
                  api={api}
                  room={room}
                  viewer={showsViewer}
                  feed={feed}
                  onRoomChanged={readRoomAgain}
                />
                <RoomFeatures
                  key={`features:${username}:${viewer ?? 'guest'}`}
                  api={api}
                  room={room}
                  viewer={featuresViewer}
                  feed={feed}
                />
                <RoomCams
                  key={`cams:${username}:${viewer ?? 'guest'}`}
                  api={api}
                  room={room}
                  viewer={camsViewer}
                  feed={feed}
                  sendToRoom={connection.sendToRoom}
                />
              </>
            }
            chat={
              <ChatPanel
                key={`${username}:${viewer ?? 'guest'}`}
                api={api}
                room={username}
                roomData={room}
                viewer={chatViewer}
                whiteLabel={site.variant === 'white-label'}
                feed={feed}
                sendToRoom={connection.sendToRoom}
              />
            }
          />
        </RoomContext.Provider>
      )}
    </div>
  );
}
