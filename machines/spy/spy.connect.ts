import type { SnapshotFrom } from 'xstate';
import { predictedSecondsLeft } from '../private-show/private-show.connect';
import type { spyMachine } from './spy.machine';
import { whyNoSpy } from './spy.rules';

export type SpySnapshot = SnapshotFrom<ReturnType<typeof spyMachine>>;
export type SpyDataState =
  | 'idle'
  | 'login-required'
  | 'preparing'
  | 'confirming'
  | 'starting'
  | 'preview'
  | 'spying'
  | 'ending';

function dataStateOf(snapshot: SpySnapshot): SpyDataState {
  const session = (state: object | string) => snapshot.matches({ session: state } as never);
  if (session({ spying: 'preview' })) return 'preview';
  if (session({ spying: 'downgrading' }) || session({ spying: 'ending' })) return 'ending';
  if (session('spying')) return 'spying';
  if (session('readingWaiver') || session('fetchingPreview')) return 'preparing';
  if (session('loginRequired')) return 'login-required';
  if (session('confirming')) return 'confirming';
  if (session('starting')) return 'starting';
  return 'idle';
}

export function whyNotSpy(snapshot: SpySnapshot, action: 'request' | 'end'): string | null {
  const spying = snapshot.matches({ session: 'spying' });
  if (action === 'end') return spying ? null : 'You are not spying.';
  if (!snapshot.matches({ session: 'idle' })) return 'A spy request is already under way.';
  if (!snapshot.context.loggedIn) return 'Log in to spy on a private.';
  return whyNoSpy(snapshot.context.room);
}

export function connectSpy(snapshot: SpySnapshot) {
  const { context } = snapshot;
  const waived = snapshot.matches({ waiver: 'running' });
  const spying = snapshot.matches({ session: 'spying' });
  return {
    dataState: dataStateOf(snapshot),
    active: spying,
    pricePerMinute: context.pricePerMinute,
    freePreviewSeconds: context.freePreviewSeconds,
    startupTip: context.room.canChargeSpyStartupTip && !waived ? context.room.spy.startupTipInToken : 0,
    startupTipWaived: context.room.canChargeSpyStartupTip && waived,
    /** Charged when the session started (startup tip and first minute); minutes after are the server's. */
    tokensChargedAtStart: spying ? context.startupTipCharged + context.pricePerMinute : 0,
    predictedSecondsLeft: spying ? predictedSecondsLeft(0, context.balance, context.pricePerMinute) : null,
    notice: context.notice,
    whyNotRequest: whyNotSpy(snapshot, 'request'),
    whyNotEnd: whyNotSpy(snapshot, 'end'),
  };
}
