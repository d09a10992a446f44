/**
 * The camera parts of the room answer (GET chat/react/{username}, spec 2 sections 3.2-3.3),
 * validated here at the boundary and turned into the facts the sharecam and cam2cam flows and the
 * watch-together rule read.
 */
import { z } from 'zod/mini';
import type { Cam2camFacts } from '../../../machines/cam2cam';
import type { ChatStatus, WatchTogetherFacts } from '../../../machines/private-show';
import type { SharecamFacts } from '../../../machines/sharecam';

const chatStatus = z.enum(['offline', 'online', 'standby', 'private', 'limited', 'connected']);

export const camsRoomSchema = z.looseObject({
  chat: z.looseObject({ status: chatStatus }),
  mode: z.enum(['public', 'private', 'spy', 'limited']),
  user: z.looseObject({ username: z.string() }),
  private: z.looseObject({ isWatchPornTogetherEnabled: z.boolean() }),
  privateUsername: z.nullable(z.string()),
  sharecam: z.looseObject({ isAllowedInPublic: z.boolean(), isAllowedInPrivate: z.boolean() }),
  limitedShow: z.nullable(z.looseObject({})),
  versus: z.optional(z.unknown()),
});

export type CamsRoom = z.infer<typeof camsRoomSchema>;

export interface CamsViewer {
  loggedIn: boolean;
  username: string;
  isStreamer: boolean;
}

/** The viewer is the one in this room's running private. */
export const inOwnPrivate = (room: CamsRoom, viewer: CamsViewer) =>
  viewer.loggedIn && room.mode === 'private' && room.privateUsername === viewer.username;

export function sharecamFacts(room: CamsRoom, viewer: CamsViewer, isMobile: boolean): SharecamFacts {
  return {
    model: room.user.username,
    loggedIn: viewer.loggedIn,
    isStreamer: viewer.isStreamer,
    status: room.chat.status as ChatStatus,
    inPrivate: inOwnPrivate(room, viewer),
    privateRunning: room.chat.status === 'private',
    limitedRunning: room.limitedShow !== null,
    isAllowedInPublic: room.sharecam.isAllowedInPublic,
    isAllowedInPrivate: room.sharecam.isAllowedInPrivate,
    isMobile,
  };
}

export function cam2camFacts(room: CamsRoom, viewer: CamsViewer): Cam2camFacts {
  return { model: room.user.username, loggedIn: viewer.loggedIn, inOwnPrivate: inOwnPrivate(room, viewer) };
}

export function watchTogetherFacts(room: CamsRoom): WatchTogetherFacts {
  return {
    status: room.chat.status as ChatStatus,
    inVersus: Boolean(room.versus),
    settings: { isWatchPornTogetherEnabled: room.private.isWatchPornTogetherEnabled },
  };
}
