import type { SnapshotFrom } from 'xstate';
import type { privateShowMachine } from './private-show.machine';
import { requestPrice, whyNoPrivate } from './private-show.rules';

export type PrivateShowSnapshot = SnapshotFrom<ReturnType<typeof privateShowMachine>>;

export type PrivateDataState =
  | 'idle'
  | 'login-required'
  | 'confirming'
  | 'refill-required'
  | 'requesting'
  | 'waiting'
  | 'active'
  | 'confirming-end'
  | 'ending'
  | 'rating';

export type PrivateAction = 'request' | 'end';

/** Seconds the balance keeps a paid show going: prepaid time plus whole minutes it can still buy. */
export const predictedSecondsLeft = (prepaidSeconds: number, balance: number, pricePerMinute: number) =>
  prepaidSeconds + (pricePerMinute > 0 ? Math.floor(Math.max(0, balance) / pricePerMinute) * 60 : 0);

function dataStateOf(snapshot: PrivateShowSnapshot): PrivateDataState {
  if (snapshot.matches({ active: { control: 'confirmingEnd' } })) return 'confirming-end';
  if (snapshot.matches({ active: { control: 'ending' } })) return 'ending';
  if (snapshot.matches('active')) return 'active';
  const names: Record<string, PrivateDataState> = {
    loginRequired: 'login-required',
    refillRequired: 'refill-required',
  };
  const value = String(snapshot.value);
  return names[value] ?? (value as PrivateDataState);
}

/** Why an action is not possible now, in the words of the guard that fails; null when it is. */
export function whyNotPrivate(snapshot: PrivateShowSnapshot, action: PrivateAction): string | null {
  const { context } = snapshot;
  if (action === 'end') return snapshot.matches('active') ? null : 'No private is running.';
  if (!snapshot.matches('idle')) return 'A private request is already under way.';
  if (!context.viewer.loggedIn) return 'Log in to request a private.';
  if (context.viewer.isStreamer) return 'This is your own room.';
  return whyNoPrivate(context.room);
}

/** What the billing panel and the request controls render. */
export function connectPrivateShow(snapshot: PrivateShowSnapshot) {
  const { context } = snapshot;
  const session = context.session;
  const pricePerMinute = session?.pricePerMinute ?? requestPrice(context.room, context.exclusive);
  return {
    dataState: dataStateOf(snapshot),
    active: snapshot.matches('active'),
    warning: snapshot.matches({ active: { time: 'runningOut' } }),
    pricePerMinute,
    basePricePerMinute: context.room.settings.pricePerMinuteInToken,
    exclusivePricePerMinute: context.room.settings.exclusivePricePerMinuteInToken,
    minimumMinutes: Math.ceil(context.room.settings.privateMinimumDuration / 60),
    preTip: context.room.settings.isPreTipEnabled ? context.room.settings.preTipCost : 0,
    recordingOffered: context.room.settings.isRecordingEnabled,
    prepaidSecondsLeft: session?.prepaidSecondsLeft ?? 0,
    tokensCharged: session?.tokensCharged ?? 0,
    durationSeconds: session?.durationSeconds ?? 0,
    predictedSecondsLeft: session
      ? predictedSecondsLeft(session.prepaidSecondsLeft, context.balance, session.pricePerMinute)
      : null,
    lastEndReason: context.lastEndReason,
    notice: context.notice,
    whyNotRequest: whyNotPrivate(snapshot, 'request'),
    whyNotEnd: whyNotPrivate(snapshot, 'end'),
  };
}
