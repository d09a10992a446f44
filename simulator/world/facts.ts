import type { Presence } from './catalogue';

/**
 * World facts: what happened in the simulated backend, in the past tense. The v3 socket server
 * subscribes to these and translates them into frames; scenarios and tests observe them too.
 */

/** The user snapshot that travels with chat messages and user lists (spec 2 section 3.6). */
export interface ChatUser {
  username: string;
  gender: string;
  is_model: boolean;
  is_vip: boolean;
  is_super_vip: boolean;
  has_tokens: boolean;
  email_confirmed: boolean;
  has_cc: boolean;
  has_purchase: boolean;
  is_guest: boolean;
  recentTips: number;
  tokens: number;
  invisible_mode_level: number;
}

export interface ChatMessage {
  id: number;
  at: number;
  seq: number;
  username: string;
  message: string;
  user: ChatUser;
  user_language: string;
}

export type RoomMode = 'public' | 'private' | 'spy' | 'limited';
export type ModerationAction = 'banned' | 'kicked' | 'silenced' | 'moderator';
export type PrivateEndReason = 'model_ended' | 'out_of_tokens' | 'unpublish' | 'user_ended' | 'user_left';

/** The tip split as the room shows it (spec 2 section 3.3); the /tip_split chat command carries it. */
export interface TipSplitView {
  mode: 'available' | 'proposed' | 'canceled' | 'success';
  splitters: string[];
  target_splitters: number;
  split_amount: number;
  remaining: number;
}

export interface VersusScore {
  username: string;
  tokens: number;
}

export type WorldFactBody =
  | { type: 'chat.message.posted'; room: string; message: ChatMessage }
  | {
      type: 'tip.sent';
      room: string;
      from: string;
      to: string;
      amount: number;
      comment: string;
      source: string;
      ledgerSeq: number;
      /** Invisible-mode senders are hidden in tip comments. */
      invisible: boolean;
    }
  | { type: 'room.user.joined'; room: string; user: ChatUser; userCount: number }
  | { type: 'room.user.left'; room: string; username: string; userCount: number }
  | { type: 'model.status.changed'; room: string; status: Presence; previous: Presence }
  | { type: 'room.subject.changed'; room: string; subject: string }
  | { type: 'room.mode.changed'; room: string; viewer: string; mode: RoomMode }
  | { type: 'koth.changed'; room: string; username: string; tip: number }
  | { type: 'private.requested'; room: string; viewer: string; exclusive: boolean }
  | { type: 'private.declined'; room: string; viewer: string }
  | { type: 'private.started'; room: string; viewer: string; exclusive: boolean; pricePerMinute: number }
  | {
      type: 'private.ticked';
      room: string;
      viewer: string;
      pricePerMinute: number;
      tokensCharged: number;
      durationSeconds: number;
      prepaidSecondsLeft: number;
      remainingSeconds: number;
    }
  | {
      type: 'private.ended';
      room: string;
      viewer: string;
      reason: PrivateEndReason;
      tokensCharged: number;
      durationSeconds: number;
    }
  | { type: 'spy.started'; room: string; viewer: string; pricePerMinute: number }
  | { type: 'spy.ticked'; room: string; viewer: string; tokensCharged: number; remainingSeconds: number }
  | { type: 'spy.ended'; room: string; viewer: string; reason: string; tokensCharged: number }
  | {
      type: 'limited.started';
      room: string;
      ticketPrice: number;
      recordingPrice: number;
      endsAt: number;
      refundMinutesBeforeEnd: number;
    }
  | { type: 'ticket.bought'; room: string; viewer: string; price: number }
  | { type: 'recording.bought'; room: string; viewer: string; price: number }
  | { type: 'limited.ended'; room: string; refunded: string[] }
  | {
      type: 'moderation.applied';
      room: string;
      action: ModerationAction;
      added: boolean;
      target: string;
      by: string;
    }
  | {
      type: 'balance.changed';
      userId: number;
      username: string;
      tokens: number;
      change: number;
      kind: string;
    }
  | {
      type: 'payment.completed';
      userId: number;
      approved: boolean;
      tokens: number;
      declineCode: string | null;
      transactionId: string;
    }
  | { type: 'reup.completed'; userId: number; success: boolean; tokens: number; error: string | null }
  | { type: 'payout.removed'; userId: number; tokens: number }
  | { type: 'media.updated'; username: string }
  | { type: 'user.settings.changed'; userId: number; settings: Record<string, unknown> }
  | { type: 'user.logged_out'; userId: number; sessionId: string }
  | { type: 'lobby.restarting' }
  | { type: 'server.restarted' }
  // A chat message the room refused (no wire event carries it: docs/api.md, "Sockets").
  | { type: 'chat.message.refused'; room: string; username: string; errorType: string; error: string }
  // Account notices (world-notices.ts), to the one user's lobby sockets.
  | { type: 'promo_wheel.changed'; userId: number; count: number }
  | { type: 'notifications.changed'; userId: number; count: number }
  | { type: 'autosilence.changed'; userId: number; autosilenced: boolean }
  | {
      type: 'lovense.devices';
      userId: number;
      devices: Array<{ id: string; name: string; type: string; battery?: number }>;
    }
  // Room features (tip-split.ts, toys.ts, cams.ts, versus.ts).
  | { type: 'tip_split.changed'; room: string; split: TipSplitView }
  | { type: 'sharecam.requested'; room: string; viewer: string }
  | { type: 'sharecam.started'; room: string; viewer: string }
  | { type: 'sharecam.declined'; room: string; viewer: string }
  | { type: 'sharecam.ended'; room: string; viewer: string }
  | { type: 'cam2cam.ready'; room: string; viewer: string; server: string; token: string }
  | { type: 'cam2cam.ended'; room: string; viewer: string }
  /** The model changed the room's camera settings: clients read the room again. */
  | { type: 'room.settings.changed'; room: string; status: Presence }
  | {
      type: 'lovense.control.started';
      room: string;
      username: string;
      controlType: string;
      durationSeconds: number;
      tokenPrice: number;
    }
  | { type: 'lovense.control.stopped'; room: string; username: string }
  | { type: 'lovense.queue.changed'; room: string; usernames: string[] }
  | { type: 'versus.invited'; versusId: number; from: string; to: string }
  | { type: 'versus.answered'; versusId: number; from: string; to: string; accepted: boolean }
  | { type: 'versus.started'; versusId: number; rooms: string[]; secondsRemaining: number }
  | {
      type: 'versus.updated';
      versusId: number;
      rooms: string[];
      scores: VersusScore[];
      secondsRemaining: number;
    }
  | { type: 'versus.ended'; versusId: number; rooms: string[]; scores: VersusScore[]; winner: string | null }
  | { type: 'versus_tournament.changed'; phase: 'starting' | 'running'; usernames: string[] };

export type WorldFact = WorldFactBody & { seq: number; at: number };
export type WorldFactType = WorldFact['type'];

export type FactListener = (fact: WorldFact) => void;

/** A plain synchronous fan-out: listeners see every fact in order, right after the change. */
export class FactStream {
  #seq = 0;
  readonly #listeners = new Set<FactListener>();

  emit(body: WorldFactBody, at: number): WorldFact {
    this.#seq += 1;
    const fact = { ...body, seq: this.#seq, at } as WorldFact;
    for (const listener of [...this.#listeners]) listener(fact);
    return fact;
  }

  subscribe(listener: FactListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
