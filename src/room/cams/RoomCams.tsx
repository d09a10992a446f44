import { memo, useCallback, useMemo, useState } from 'react';
import type { ClientEvent } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import { useToasts } from '../../app/shell-actors';
import type { RoomFeed } from '../chat/feed';
import { Cam2cam } from './Cam2cam';
import {
  type CamsViewer,
  cam2camFacts,
  camsRoomSchema,
  inOwnPrivate,
  sharecamFacts,
  watchTogetherFacts,
} from './cams-room';
import { ShareCam } from './ShareCam';
import { isCoarsePointer } from './use-camera';
import { WatchTogether } from './WatchTogether';
import './cams.css';

/**
 * The viewer's camera in the room: ShareCam (public or private), and in the viewer's own private
 * cam2cam and watch-together. Mount it in the room page's `actions` slot with the room answer; it
 * validates its own part of the answer and renders nothing when that fails.
 */
export const RoomCams = memo(function RoomCams({
  api,
  room,
  viewer,
  feed,
  sendToRoom,
}: {
  api: ApiClient;
  /** The room answer (GET chat/react/{username}), read again after status changes. */
  room: unknown;
  viewer: CamsViewer;
  feed?: RoomFeed;
  sendToRoom: (event: ClientEvent) => boolean;
}) {
  const toasts = useToasts();
  const announce = useCallback((content: string) => toasts.show({ appearance: 'info', content }), [toasts]);
  const [isMobile] = useState(isCoarsePointer);
  const parsed = useMemo(() => camsRoomSchema.safeParse(room), [room]);
  const { loggedIn, username, isStreamer } = viewer;
  const facts = useMemo(() => {
    if (!parsed.success) return null;
    const who = { loggedIn, username, isStreamer };
    return {
      sharecam: sharecamFacts(parsed.data, who, isMobile),
      cam2cam: cam2camFacts(parsed.data, who),
      watchTogether: watchTogetherFacts(parsed.data),
      inOwnPrivate: inOwnPrivate(parsed.data, who),
    };
  }, [parsed, loggedIn, username, isStreamer, isMobile]);
  if (!facts) return null;
  return (
    <div className="room-cams" data-testid="room-cams">
      <ShareCam
        facts={facts.sharecam}
        username={username}
        feed={feed}
        sendToRoom={sendToRoom}
        announce={announce}
      />
      {facts.inOwnPrivate && (
        <fieldset className="private-cams" aria-label="Private extras" data-testid="private-cams">
          <Cam2cam facts={facts.cam2cam} feed={feed} sendToRoom={sendToRoom} announce={announce} />
          <WatchTogether api={api} facts={facts.watchTogether} />
        </fieldset>
      )}
    </div>
  );
});
