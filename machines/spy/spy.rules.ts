import type { ChatStatus } from '../private-show/private-show.rules';
import { allHold, firstFailure, type Rule } from '../private-show/rules';

export type RoomMode = 'public' | 'private' | 'spy' | 'limited';

/** What the spy flow needs to know about the room (spec 2 sections 3.3 and 4.4). */
export interface SpyRoomFacts {
  model: string;
  status: ChatStatus;
  /** The viewer's own mode. */
  mode: RoomMode;
  hasLimitedApp: boolean;
  privateExclusive: boolean;
  spy: { isEnabled: boolean; pricePerMinuteInToken: number; startupTipInToken: number };
  canChargeSpyStartupTip: boolean;
}

export const spyRules: readonly Rule<SpyRoomFacts>[] = [
  {
    name: 'roomInPrivate',
    holds: (room) => room.status === 'private',
    why: 'There is no private to spy on.',
  },
  { name: 'viewerInPublic', holds: (room) => room.mode === 'public', why: 'You are already in a paid show.' },
  { name: 'noLimitedApp', holds: (room) => !room.hasLimitedApp, why: 'A ticket show is running.' },
  { name: 'privateNotExclusive', holds: (room) => !room.privateExclusive, why: 'This private is exclusive.' },
  { name: 'spyEnabled', holds: (room) => room.spy.isEnabled, why: 'This model has spying turned off.' },
];

export const canSpy = (room: SpyRoomFacts) => allHold(spyRules, room);
export const whyNoSpy = (room: SpyRoomFacts) => firstFailure(spyRules, room);

/** The startup tip is waived for 10 minutes per model after one was paid. */
export const startupTipWaiverMs = 10 * 60_000;

/** A spying viewer without free preview drops to public below one sixth of the spy price. */
export const belowSpyFloor = (balance: number, pricePerMinute: number) => balance < pricePerMinute / 6;
