import type { PrivateRoomFacts, PrivateViewer } from './private-show.rules';

/** A room and viewer for tests: online, privates on at 30 tokens a minute. */
export function aPrivateRoom(overrides: Partial<PrivateRoomFacts> = {}): PrivateRoomFacts {
  return {
    model: 'demo_model',
    status: 'online',
    hasLimitedApp: false,
    isVoyeur: false,
    versusTournamentActive: false,
    inVersus: false,
    settings: {
      isEnabled: true,
      pricePerMinuteInToken: 30,
      exclusivePricePerMinuteInToken: 60,
      isExclusiveEnabled: true,
      privateMinimumDuration: 60,
      isPreTipEnabled: false,
      preTipCost: 0,
      isRecordingEnabled: true,
      isWatchPornTogetherEnabled: true,
    },
    discount: null,
    ...overrides,
  };
}

export function aViewer(overrides: Partial<PrivateViewer> = {}): PrivateViewer {
  return {
    loggedIn: true,
    username: 'demo_member',
    isStreamer: false,
    postpay: false,
    postpayCredit: 0,
    ...overrides,
  };
}
