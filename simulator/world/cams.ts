import { digest } from '../core/hash';
import { fail, type Outcome, succeed, type WorldCore } from './context';
import type { RoomState } from './rooms';
import type { Account } from './types';

/**
 * The viewer's camera: sharecam (spec 2 section 4.6), asked of the model, who accepts or declines;
 * and cam2cam in a private (start, ready, end). Neither is charged (the room's public sharecam price
 * is 0); a private's end ends both for its viewer.
 */

export function sharecamBlocker(room: RoomState, model: Account, viewer: Account): string | null {
  const status = model.model?.status;
  const inPrivate = room.privateShow?.viewerId === viewer.id;
  if (inPrivate) return room.sharecam.allowedInPrivate ? null : 'ShareCam is off in privates';
  if (!room.sharecam.allowedInPublic) return 'ShareCam is off in public';
  if (room.limitedShow || status === 'online' || status === 'standby') return null;
  return 'The model is not available for ShareCam';
}

export function requestSharecam(
  world: WorldCore,
  room: RoomState,
  model: Account,
  viewer: Account,
  /** How a bot model accepts, after a short delay; null when a broadcaster decides. */
  autoAccept: (() => void) | null,
): Outcome<null> {
  if (viewer.id === model.id) return fail('forbidden', 'The model does not share a camera with herself');
  const blocker = sharecamBlocker(room, model, viewer);
  if (blocker) return fail('sharecam_unavailable', blocker);
  if (room.sharecam.viewers.has(viewer.username)) return fail('already_requested', 'ShareCam already asked');
  room.sharecam.viewers.set(viewer.username, 'requested');
  world.emit({ type: 'sharecam.requested', room: room.username, viewer: viewer.username });
  if (autoAccept)
    world.clock.schedule(3000, () => {
      if (room.sharecam.viewers.get(viewer.username) === 'requested') autoAccept();
    });
  return succeed(null);
}

/** The model's answer to a sharecam request (the oldest waiting one when no viewer is named). */
export function answerSharecam(
  world: WorldCore,
  room: RoomState,
  viewer: string | null,
  accept: boolean,
): Outcome<string> {
  const waiting = [...room.sharecam.viewers].find(
    ([name, state]) => state === 'requested' && (viewer === null || name === viewer),
  );
  if (!waiting) return fail('no_request', 'No ShareCam request is waiting');
  const [name] = waiting;
  if (accept) {
    room.sharecam.viewers.set(name, 'live');
    world.emit({ type: 'sharecam.started', room: room.username, viewer: name });
  } else {
    room.sharecam.viewers.delete(name);
    world.emit({ type: 'sharecam.declined', room: room.username, viewer: name });
  }
  return succeed(name);
}

export function endSharecam(world: WorldCore, room: RoomState, viewer: string): Outcome<null> {
  if (!room.sharecam.viewers.delete(viewer)) return fail('no_sharecam', 'No ShareCam to end');
  world.emit({ type: 'sharecam.ended', room: room.username, viewer });
  return succeed(null);
}

/** The private's viewer starts sending their camera; the server answers with the ingest to use. */
export function startCam2cam(world: WorldCore, room: RoomState, viewer: Account): Outcome<null> {
  if (room.privateShow?.viewerId !== viewer.id)
    return fail('cam2cam_unavailable', 'Cam2cam is for the private');
  room.cam2cam = viewer.username;
  world.emit({
    type: 'cam2cam.ready',
    room: room.username,
    viewer: viewer.username,
    server: 'c2c.sim.localhost',
    token: `c2c-${digest(room.username, viewer.username, world.clock.now())}`,
  });
  return succeed(null);
}

export function endCam2cam(world: WorldCore, room: RoomState): Outcome<null> {
  const viewer = room.cam2cam;
  if (!viewer) return fail('no_cam2cam', 'No cam2cam to end');
  room.cam2cam = null;
  world.emit({ type: 'cam2cam.ended', room: room.username, viewer });
  return succeed(null);
}

/** A private ended: its viewer's camera stops too. */
export function endViewerCams(world: WorldCore, room: RoomState, viewer: string): void {
  if (room.cam2cam === viewer) endCam2cam(world, room);
  if (room.sharecam.viewers.has(viewer)) endSharecam(world, room, viewer);
}

/** The room's camera settings, as the model sets them (the control API's `cams.settings`). */
export interface CamSettings {
  sharecamInPublic?: boolean;
  sharecamInPrivate?: boolean;
  watchTogether?: boolean;
}

export function setCamSettings(
  world: WorldCore,
  room: RoomState,
  model: Account,
  settings: CamSettings,
): Outcome<null> {
  if (settings.sharecamInPublic !== undefined) room.sharecam.allowedInPublic = settings.sharecamInPublic;
  if (settings.sharecamInPrivate !== undefined) room.sharecam.allowedInPrivate = settings.sharecamInPrivate;
  if (settings.watchTogether !== undefined) room.sharecam.watchTogether = settings.watchTogether;
  world.emit({
    type: 'room.settings.changed',
    room: room.username,
    status: model.model?.status ?? 'offline',
  });
  return succeed(null);
}
