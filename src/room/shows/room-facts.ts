/**
 * The paid-show parts of the room answer (GET chat/react/{username}, spec 2 sections 3.2-3.3),
 * validated here at the boundary and turned into the facts each show machine reads.
 */
import { z } from 'zod/mini';
import type { LimitedRoomFacts } from '../../../machines/limited-show';
import type { ChatStatus, PrivateRoomFacts } from '../../../machines/private-show';
import type { RoomMode, SpyRoomFacts } from '../../../machines/spy';

const chatStatus = z.enum(['offline', 'online', 'standby', 'private', 'limited', 'connected']);
const roomMode = z.enum(['public', 'private', 'spy', 'limited']);

export const showsRoomSchema = z.looseObject({
  chat: z.looseObject({ status: chatStatus, installedAppId: z.nullable(z.number()) }),
  mode: roomMode,
  user: z.looseObject({ username: z.string(), isVoyeur: z.boolean(), canChargeSpyStartupTip: z.boolean() }),
  private: z.looseObject({
    isEnabled: z.boolean(),
    pricePerMinuteInToken: z.number(),
    exclusivePricePerMinuteInToken: z.number(),
    isExclusiveEnabled: z.boolean(),
    isRecordingEnabled: z.boolean(),
    isPreTipEnabled: z.boolean(),
    preTipCost: z.number(),
    isWatchPornTogetherEnabled: z.boolean(),
    privateMinimumDuration: z.number(),
  }),
  privateDiscount: z.nullable(
    z.looseObject({
      discountRate: z.optional(z.nullable(z.number())),
      timeLeftInSecond: z.optional(z.nullable(z.number())),
    }),
  ),
  privateExclusive: z.boolean(),
  spy: z.looseObject({
    isEnabled: z.boolean(),
    pricePerMinuteInToken: z.number(),
    startupTipInToken: z.number(),
  }),
  limitedShow: z.nullable(
    z.looseObject({
      purchased_ticket: z.boolean(),
      purchased_recording: z.boolean(),
      ticket_price: z.number(),
      recording_price: z.number(),
      refund_joined_minute_before_end: z.number(),
    }),
  ),
  versus: z.optional(z.unknown()),
});

export type ShowsRoom = z.infer<typeof showsRoomSchema>;

export function privateFacts(room: ShowsRoom): PrivateRoomFacts {
  return {
    model: room.user.username,
    status: room.chat.status as ChatStatus,
    hasLimitedApp: room.limitedShow !== null,
    isVoyeur: room.user.isVoyeur,
    versusTournamentActive: false,
    inVersus: Boolean(room.versus),
    settings: room.private,
    discount: room.privateDiscount,
  };
}

export function spyFacts(room: ShowsRoom): SpyRoomFacts {
  return {
    model: room.user.username,
    status: room.chat.status as ChatStatus,
    mode: room.mode as RoomMode,
    hasLimitedApp: room.limitedShow !== null,
    privateExclusive: room.privateExclusive,
    spy: room.spy,
    canChargeSpyStartupTip: room.user.canChargeSpyStartupTip,
  };
}

export function limitedFacts(room: ShowsRoom): LimitedRoomFacts {
  return {
    model: room.user.username,
    status: room.chat.status as ChatStatus,
    mode: room.mode as RoomMode,
    installedAppId: room.chat.installedAppId,
    show: room.limitedShow,
  };
}
