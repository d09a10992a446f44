/**
 * The tip split and toy-control parts of the room answer (GET chat/react/{username}, spec 2
 * sections 3.3 and 3.6), validated at the boundary and turned into the facts each machine reads.
 * A backend that leaves them out gets "not on offer" rather than an error.
 */
import { z } from 'zod/mini';
import type { LovenseRoomFacts } from '../../../machines/lovense';
import type { ChatStatus } from '../../../machines/private-show';
import type { TipSplit, TipSplitFacts } from '../../../machines/tip-split';

const count = z.number().check(z.int(), z.nonnegative());

export const featuresRoomSchema = z.looseObject({
  chat: z.looseObject({
    status: z.enum(['offline', 'online', 'standby', 'private', 'limited', 'connected']),
  }),
  user: z.looseObject({ username: z.string() }),
  tipSplit: z.optional(
    z.nullable(
      z.object({
        mode: z.enum(['available', 'proposed', 'canceled', 'success']),
        splitters: z.array(z.string()),
        target_splitters: count,
        split_amount: count,
        remaining: count,
      }),
    ),
  ),
  lovense: z.optional(
    z.looseObject({
      isEnabled: z.boolean(),
      controlType: z.string(),
      tokenPrice: count,
      durationSeconds: count,
      controller: z.nullable(z.string()),
    }),
  ),
});

export type FeaturesRoom = z.infer<typeof featuresRoomSchema>;

export interface FeaturesViewer {
  /** '' for a guest. */
  username: string;
  isStreamer: boolean;
}

export const splitOf = (room: FeaturesRoom): TipSplit | null => room.tipSplit ?? null;

export function tipSplitFacts(room: FeaturesRoom, viewer: FeaturesViewer): TipSplitFacts {
  return {
    model: room.user.username,
    split: splitOf(room),
    privateRunning: room.chat.status === 'private',
    username: viewer.username,
  };
}

export function lovenseFacts(room: FeaturesRoom): LovenseRoomFacts {
  return {
    model: room.user.username,
    status: room.chat.status as ChatStatus,
    available: room.lovense?.isEnabled ?? false,
    tokenPrice: room.lovense?.tokenPrice ?? 0,
    durationSeconds: room.lovense?.durationSeconds ?? 0,
    controlType: room.lovense?.controlType ?? 'vibrate',
    controller: room.lovense?.controller ?? null,
  };
}

/** The room's public show: leaving it is the mode change that resets toy control (spec 2 section 4.1). */
export const inPublicShow = (room: FeaturesRoom) =>
  room.chat.status === 'online' || room.chat.status === 'standby';
