import type { ChatStatus } from '../private-show/private-show.rules';
import { allHold, firstFailure, type Rule } from '../private-show/rules';
import type { RoomMode } from '../spy/spy.rules';

/** The ticket-show app's id among the room's installed apps (spec 3: limited show is 14). */
export const limitedShowAppId = 14;

/** The room answer's limitedShow block (spec 2 section 3.3). */
export interface LimitedShowFacts {
  purchased_ticket: boolean;
  purchased_recording: boolean;
  ticket_price: number;
  recording_price: number;
  refund_joined_minute_before_end: number;
}

export interface LimitedRoomFacts {
  model: string;
  status: ChatStatus;
  mode: RoomMode;
  installedAppId: number | null;
  show: LimitedShowFacts | null;
}

const appInstalled = (room: LimitedRoomFacts) =>
  room.installedAppId === limitedShowAppId && room.show !== null;

export const ticketRules: readonly Rule<LimitedRoomFacts>[] = [
  { name: 'limitedAppInstalled', holds: appInstalled, why: 'No ticket show is running.' },
  { name: 'noTicketYet', holds: (room) => !room.show?.purchased_ticket, why: 'You already have a ticket.' },
];

export const recordingRules: readonly Rule<LimitedRoomFacts>[] = [
  {
    name: 'modeLimited',
    holds: (room) => room.mode === 'limited',
    why: 'You are not watching the ticket show.',
  },
  { name: 'ticketBought', holds: (room) => room.show?.purchased_ticket === true, why: 'Buy a ticket first.' },
  {
    name: 'recordingOnSale',
    holds: (room) => (room.show?.recording_price ?? 0) > 0,
    why: 'This show is not recorded.',
  },
  {
    name: 'recordingNotBought',
    holds: (room) => !room.show?.purchased_recording,
    why: 'You already bought the recording.',
  },
];

export const canBuyTicket = (room: LimitedRoomFacts) => allHold(ticketRules, room);
export const whyNoTicket = (room: LimitedRoomFacts) => firstFailure(ticketRules, room);
export const canBuyRecording = (room: LimitedRoomFacts) => allHold(recordingRules, room);
export const whyNoRecording = (room: LimitedRoomFacts) => firstFailure(recordingRules, room);

/** The refund window arrives in minutes before the end; the client works in seconds. */
export const refundWindowSeconds = (show: LimitedShowFacts | null) =>
  (show?.refund_joined_minute_before_end ?? 0) * 60;

/** A rating is asked for after a show watched for at least max(120, refund window) seconds. */
export const ratingAfterSeconds = (show: LimitedShowFacts | null) => Math.max(120, refundWindowSeconds(show));

export const showIsOver = (room: LimitedRoomFacts) => !appInstalled(room) || room.status !== 'limited';

/** The model's `/setmode limited|public` chat command; anything else is not one. */
export function parseSetMode(text: string): 'limited' | 'public' | null {
  const match = /^\/setmode\s+(limited|public)\s*$/.exec(text.trim());
  return match ? (match[1] as 'limited' | 'public') : null;
}
