import type { SnapshotFrom } from 'xstate';
import type { limitedShowMachine } from './limited-show.machine';
import { refundWindowSeconds, whyNoRecording, whyNoTicket } from './limited-show.rules';

export type LimitedShowSnapshot = SnapshotFrom<ReturnType<typeof limitedShowMachine>>;

export function whyNotLimited(snapshot: LimitedShowSnapshot, action: 'ticket' | 'recording'): string | null {
  const { context } = snapshot;
  if (!context.loggedIn) return 'Log in to buy a ticket.';
  if (action === 'ticket')
    return snapshot.matches('idle') ? whyNoTicket(context.room) : 'You already have a ticket.';
  if (!snapshot.matches('watching')) return 'You are not watching the ticket show.';
  if (snapshot.matches({ watching: { recording: 'buying' } })) return 'The recording is being bought.';
  return whyNoRecording(context.room);
}

export function connectLimitedShow(snapshot: LimitedShowSnapshot) {
  const { context } = snapshot;
  const show = context.room.show;
  const dataState = snapshot.matches('watching')
    ? 'watching'
    : snapshot.matches('buyingTicket')
      ? 'buying-ticket'
      : snapshot.matches('loginRequired')
        ? 'login-required'
        : String(snapshot.value);
  return {
    dataState,
    active: snapshot.matches('watching'),
    ticketPrice: show?.ticket_price ?? 0,
    recordingPrice: show?.recording_price ?? 0,
    refundWindowSeconds: refundWindowSeconds(show),
    tokensCharged: context.tokensCharged,
    recordingBought: snapshot.matches({ watching: { recording: 'bought' } }),
    notice: context.notice,
    whyNotTicket: whyNotLimited(snapshot, 'ticket'),
    whyNotRecording: whyNotLimited(snapshot, 'recording'),
  };
}
