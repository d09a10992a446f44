import { allHold, firstFailure, type Rule } from './rules';

export type ChatStatus = 'offline' | 'online' | 'standby' | 'private' | 'limited' | 'connected';

/** The room's private settings (spec 2 section 3.2), as the room answer carries them. */
export interface PrivateSettings {
  isEnabled: boolean;
  pricePerMinuteInToken: number;
  exclusivePricePerMinuteInToken: number;
  isExclusiveEnabled: boolean;
  privateMinimumDuration: number;
  isPreTipEnabled: boolean;
  preTipCost: number;
  isRecordingEnabled: boolean;
  isWatchPornTogetherEnabled: boolean;
}

/** A discount applies only when both its rate and its time left are present (spec 2 section 4.3). */
export interface PrivateDiscount {
  discountRate?: number | null;
  timeLeftInSecond?: number | null;
}

/** What the private flow needs to know about the room; the app refreshes it with `room.updated`. */
export interface PrivateRoomFacts {
  model: string;
  status: ChatStatus;
  hasLimitedApp: boolean;
  isVoyeur: boolean;
  versusTournamentActive: boolean;
  inVersus: boolean;
  settings: PrivateSettings;
  discount: PrivateDiscount | null;
}

export interface PrivateViewer {
  loggedIn: boolean;
  username: string;
  isStreamer: boolean;
  /** Post-pay users spend on credit; the refill check compares this credit with 10 minutes. */
  postpay: boolean;
  postpayCredit: number;
}

export const privateRequestRules: readonly Rule<PrivateRoomFacts>[] = [
  {
    name: 'roomOnlineOrStandby',
    holds: (room) => room.status === 'online' || room.status === 'standby',
    why: 'The model is not available for a private right now.',
  },
  {
    name: 'noLimitedApp',
    holds: (room) => !room.hasLimitedApp,
    why: 'A ticket show is running.',
  },
  { name: 'notVoyeurCam', holds: (room) => !room.isVoyeur, why: 'Voyeur cams do not take privates.' },
  {
    name: 'noVersusTournament',
    holds: (room) => !room.versusTournamentActive,
    why: 'A versus tournament is running.',
  },
  {
    name: 'privateEnabled',
    holds: (room) => room.settings.isEnabled,
    why: 'This model has privates turned off.',
  },
];

export const canRequestPrivate = (room: PrivateRoomFacts) => allHold(privateRequestRules, room);
export const whyNoPrivate = (room: PrivateRoomFacts) => firstFailure(privateRequestRules, room);

/** Post-pay refill check: the credit must cover ten minutes at the price per minute. */
export const refillFactor = 10;
export const needsRefill = (viewer: PrivateViewer, pricePerMinute: number) =>
  viewer.postpay && viewer.postpayCredit < refillFactor * pricePerMinute;

export const discountApplies = (
  discount: PrivateDiscount | null,
): discount is { discountRate: number; timeLeftInSecond: number } =>
  discount !== null &&
  typeof discount.discountRate === 'number' &&
  discount.discountRate > 0 &&
  typeof discount.timeLeftInSecond === 'number' &&
  discount.timeLeftInSecond > 0;

/** Price per minute of the request, with the discount when it applies. */
export function requestPrice(room: PrivateRoomFacts, exclusive: boolean): number {
  const base = exclusive ? room.settings.exclusivePricePerMinuteInToken : room.settings.pricePerMinuteInToken;
  const discount = room.discount;
  if (!discountApplies(discount)) return base;
  return Math.max(1, Math.round(base * (1 - discount.discountRate / 100)));
}

/**
 * Watch-together (spec 2 section 4.9; docs/features.md): the model's setting, switched off when the
 * room is limited, offline or connected, or in versus.
 */
export type WatchTogetherFacts = Pick<PrivateRoomFacts, 'status' | 'inVersus'> & {
  settings: Pick<PrivateSettings, 'isWatchPornTogetherEnabled'>;
};

export const watchTogetherRules: readonly Rule<WatchTogetherFacts>[] = [
  {
    name: 'watchTogetherEnabled',
    holds: (room) => room.settings.isWatchPornTogetherEnabled,
    why: 'This model has watch-together turned off.',
  },
  { name: 'notLimited', holds: (room) => room.status !== 'limited', why: 'Not during a ticket show.' },
  { name: 'notOffline', holds: (room) => room.status !== 'offline', why: 'The model is offline.' },
  {
    name: 'notConnected',
    holds: (room) => room.status !== 'connected',
    why: 'The model is connecting her stream.',
  },
  { name: 'notInVersus', holds: (room) => !room.inVersus, why: 'Not during a versus.' },
];

export const watchTogetherAllowed = (room: WatchTogetherFacts) => allHold(watchTogetherRules, room);
export const whyNoWatchTogether = (room: WatchTogetherFacts) => firstFailure(watchTogetherRules, room);
