/**
 * The hand-fired events of the simulator's control API (POST /api/__sim/control, docs/api.md),
 * as the drawer offers them. `room` is added by the drawer when a room is named.
 */
export type ControlCommand = { type: string } & Record<string, unknown>;

export interface PanelCommand {
  label: string;
  command: ControlCommand;
  /** The command acts on a room (the drawer adds the room it names). */
  inRoom: boolean;
}

export interface PanelGroup {
  title: string;
  commands: PanelCommand[];
}

const inRoom = (label: string, command: ControlCommand): PanelCommand => ({ label, command, inRoom: true });
const global = (label: string, command: ControlCommand): PanelCommand => ({ label, command, inRoom: false });

export const panelGroups: PanelGroup[] = [
  {
    title: 'Model',
    commands: [
      inRoom('Go online', { type: 'model.status', status: 'online' }),
      inRoom('Go private', { type: 'model.status', status: 'private' }),
      inRoom('Go offline', { type: 'model.status', status: 'offline' }),
      inRoom('Start a ticket show', { type: 'model.status', status: 'limited' }),
      inRoom('Make spying possible', { type: 'spy.open' }),
    ],
  },
  {
    title: 'Model answers',
    commands: [
      inRoom('Accept private request', { type: 'private.answer', accept: true }),
      inRoom('Decline private request', { type: 'private.answer', accept: false }),
      inRoom('Accept ShareCam', { type: 'sharecam.answer', accept: true }),
      inRoom('Decline ShareCam', { type: 'sharecam.answer', accept: false }),
    ],
  },
  {
    title: 'Room',
    commands: [
      inRoom('Tip storm', { type: 'tip.storm' }),
      inRoom('Propose tip split', { type: 'tip_split.propose' }),
      inRoom('Join tip split', { type: 'tip_split.join' }),
      inRoom('Cancel tip split', { type: 'tip_split.cancel' }),
      inRoom('Lovense turn', { type: 'lovense.control' }),
      inRoom('Stop Lovense', { type: 'lovense.stop' }),
      inRoom('Invite to versus', { type: 'versus.invite' }),
      inRoom('End versus', { type: 'versus.end' }),
    ],
  },
  {
    title: 'Network',
    commands: [
      global('Disconnect sockets', { type: 'sockets.disconnect' }),
      global('Restart server', { type: 'server.restart' }),
      global('Restart lobby', { type: 'lobby.restart' }),
      global('Fail next HTTP call', { type: 'http.fail_next' }),
    ],
  },
  {
    title: 'Billing',
    commands: [global('Decline next payment', { type: 'payment.decline_next' })],
  },
];

/** The room a path names (`/{username}`), or '' off room pages (the simulator's stage is used). */
export function roomOfPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 1 ? decodeURIComponent(segments[0] ?? '') : '';
}

export function withRoom(entry: PanelCommand, room: string): ControlCommand {
  const name = room.trim();
  return entry.inRoom && name ? { ...entry.command, room: name } : entry.command;
}
