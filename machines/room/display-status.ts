import type { PayloadOf } from '../../protocol';

export type ChatStatus = PayloadOf<'v3.chat.update'>['status'];
export type RoomMode = 'public' | 'private' | 'spy' | 'limited';
export type LoadState = 'loading' | 'ready' | 'error';

/** What the stream area shows (spec 2 section 4.2). */
export type DisplayStatus =
  | 'error'
  | 'loading'
  | 'password-required'
  | 'offline'
  | 'guest-overlay'
  | 'card-required'
  | 'connected'
  | 'limited'
  | 'private'
  | 'standby'
  | 'online';

export interface DisplayInputs {
  load: LoadState;
  passwordRequired: boolean;
  chatStatus: ChatStatus;
  guestOverlay: boolean;
  /** Age verification wants a card and the viewer has none on file. */
  cardRequired: boolean;
  mode: RoomMode;
}

/**
 * The stream display status. Spec 2 section 4.2 is an ordered list where the first match wins, so
 * this is one ordered list of rules, read top to bottom.
 */
const rules: ReadonlyArray<[DisplayStatus, (room: DisplayInputs) => boolean]> = [
  ['error', (room) => room.load === 'error'],
  ['loading', (room) => room.load !== 'ready'],
  ['password-required', (room) => room.passwordRequired],
  ['offline', (room) => room.chatStatus === 'offline'],
  ['guest-overlay', (room) => room.guestOverlay],
  ['card-required', (room) => room.cardRequired],
  ['connected', (room) => room.chatStatus === 'connected'],
  ['limited', (room) => room.chatStatus === 'limited' && room.mode !== 'limited'],
  ['private', (room) => room.chatStatus === 'private' && room.mode !== 'private' && room.mode !== 'spy'],
  ['standby', (room) => room.chatStatus === 'standby'],
];

export function displayStatus(room: DisplayInputs): DisplayStatus {
  return rules.find(([, applies]) => applies(room))?.[0] ?? 'online';
}
