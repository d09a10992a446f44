/**
 * World facts -> v3 events, and who receives them. Pure translation: no rule of the world lives
 * here (charging, modes and moderation are decided by the world before the fact exists).
 */
import type { EventOf, PayloadOf, ServerEventName } from '../../protocol';
import type { Presence } from '../world/catalogue';
import type { ChatUser, WorldFact } from '../world/facts';

export type OutEvent = EventOf<ServerEventName>;

/** Where a translated event goes. Only `room` deliveries are broadcast with a seq. */
export type Delivery =
  | { to: 'room'; room: string; event: OutEvent }
  | { to: 'room-user'; room: string; username: string; event: OutEvent }
  | { to: 'user'; userId: number; event: OutEvent }
  | { to: 'lobby'; event: OutEvent }
  | { to: 'session-logout'; userId: number }
  | { to: 'new-room-life'; room: string }
  | { to: 'restart' };

type SnapshotUser = PayloadOf<'v3.chat.message'>['user'];
const genders = new Set(['f', 'm', 'c', 't']);

/** The realtime user snapshot of the catalogue (balances are not shown to other people). */
export function snapshotOf(user: ChatUser): SnapshotUser {
  return {
    username: user.username,
    ...(genders.has(user.gender) ? { gender: user.gender as 'f' | 'm' | 'c' | 't' } : {}),
    is_model: user.is_model,
    is_vip: user.is_vip,
    is_super_vip: user.is_super_vip,
    is_guest: user.is_guest,
    has_tokens: user.has_tokens,
    has_cc: user.has_cc,
    has_purchase: user.has_purchase,
    email_confirmed: user.email_confirmed,
    recentTips: user.recentTips,
    recent_purchases: user.has_purchase ? 1 : 0,
  };
}

export type RoomStatus = PayloadOf<'v3.chat.update'>['status'];

export function roomStatusOf(presence: Presence): RoomStatus {
  if (presence === 'online_ai') return 'online';
  if (presence === 'reconnecting') return 'connected';
  return presence;
}

export function roomUpdate(modelId: number, presence: Presence, streamName: string): OutEvent {
  return {
    type: 'v3.chat.update',
    payload: {
      id: modelId,
      status: roomStatusOf(presence),
      origin_server: 'origin.sim.localhost',
      module_ids: [],
      app_ids: [],
      cam2cam: false,
      stream_name: streamName,
    },
  };
}

export const streamNameOf = (username: string, modelId: number) => `${username}-${modelId}`;

const userCount = (room: string, count: number): Delivery => ({
  to: 'room',
  room,
  event: { type: 'v3.chat.user_count', payload: { count } },
});

/** What each fact becomes on the wire. `modelIdOf` names the room's model (for v3.chat.update). */
export function deliveriesOf(fact: WorldFact, modelIdOf: (room: string) => number): Delivery[] {
  switch (fact.type) {
    case 'chat.message.posted':
      return [
        {
          to: 'room',
          room: fact.room,
          event: {
            type: 'v3.chat.message',
            payload: {
              message: fact.message.message,
              user: snapshotOf(fact.message.user),
              user_language: fact.message.user_language,
            },
          },
        },
      ];
    case 'tip.sent':
      return [
        {
          to: 'room',
          room: fact.room,
          event: {
            type: 'v3.tip.received',
            payload: {
              tokens: fact.amount,
              receiver_name: fact.to,
              sender_name: fact.invisible ? 'Anonymous' : fact.from,
              type: 'tip',
              ...(fact.comment ? { comment: fact.comment } : {}),
            },
          },
        },
      ];
    case 'room.user.joined':
      return [
        {
          to: 'room',
          room: fact.room,
          event: { type: 'v3.chat.user_joined', payload: { user: snapshotOf(fact.user) } },
        },
        userCount(fact.room, fact.userCount),
      ];
    case 'room.user.left':
      return [
        {
          to: 'room',
          room: fact.room,
          event: { type: 'v3.chat.user_left', payload: { username: fact.username } },
        },
        userCount(fact.room, fact.userCount),
      ];
    case 'room.settings.changed': {
      const modelId = modelIdOf(fact.room);
      return [
        {
          to: 'room',
          room: fact.room,
          event: roomUpdate(modelId, fact.status, streamNameOf(fact.room, modelId)),
        },
      ];
    }
    case 'model.status.changed': {
      const modelId = modelIdOf(fact.room);
      const lifeStarts = fact.previous === 'offline' && fact.status !== 'offline';
      return [
        ...(lifeStarts ? [{ to: 'new-room-life', room: fact.room } as const] : []),
        {
          to: 'room',
          room: fact.room,
          event: roomUpdate(modelId, fact.status, streamNameOf(fact.room, modelId)),
        },
        {
          to: 'lobby',
          event: { type: 'v3.user.status', payload: { username: fact.room, status: fact.status } },
        },
      ];
    }
    case 'room.subject.changed':
      return [
        {
          to: 'room',
          room: fact.room,
          event: { type: 'v3.chat.subject', payload: { subject: fact.subject } },
        },
      ];
    case 'koth.changed':
      return [
        {
          to: 'room',
          room: fact.room,
          event: { type: 'v3.app.koth', payload: { username: fact.username, tip: fact.tip } },
        },
      ];
    case 'moderation.applied': {
      const deliveries: Delivery[] = [
        {
          to: 'room',
          room: fact.room,
          event: {
            type: 'v3.chat.moderate',
            payload: { action: fact.action, add: fact.added, username: fact.target, moderator: fact.by },
          },
        },
      ];
      if (fact.added && (fact.action === 'banned' || fact.action === 'kicked'))
        deliveries.push({
          to: 'room-user',
          room: fact.room,
          username: fact.target,
          event: {
            type: fact.action === 'banned' ? 'v3.chat.banned' : 'v3.chat.kicked',
            payload: { username: fact.target, moderator: fact.by },
          },
        });
      return deliveries;
    }
    case 'private.requested':
      return [
        {
          to: 'room-user',
          room: fact.room,
          username: fact.room,
          event: {
            type: 'v3.private.request',
            payload: { broadcaster: fact.room, username: fact.viewer, exclusive: fact.exclusive },
          },
        },
      ];
    case 'private.declined':
      return [
        {
          to: 'room-user',
          room: fact.room,
          username: fact.viewer,
          event: { type: 'v3.private.declined', payload: { broadcaster: fact.room, username: fact.viewer } },
        },
      ];
    case 'private.started': {
      const event: OutEvent = {
        type: 'v3.private.started',
        payload: {
          broadcaster: fact.room,
          username: fact.viewer,
          stream: {
            stream_name: streamNameOf(fact.room, modelIdOf(fact.room)),
            token: `private-${fact.seq}`,
            edge_servers: ['edge.sim.localhost'],
          },
          price_per_minute: fact.pricePerMinute,
          prepaid_seconds: 60,
          exclusive: fact.exclusive,
        },
      };
      return toParties(fact.room, fact.viewer, event);
    }
    case 'private.ticked':
      return [
        {
          to: 'room-user',
          room: fact.room,
          username: fact.viewer,
          event: {
            type: 'v3.private.tick',
            payload: {
              price_per_minute: fact.pricePerMinute,
              prepaid_time_left_seconds: fact.prepaidSecondsLeft,
              duration_seconds: fact.durationSeconds,
              tokens_charged: fact.tokensCharged,
              remaining_seconds: fact.remainingSeconds,
            },
          },
        },
      ];
    case 'private.ended':
      return toParties(fact.room, fact.viewer, {
        type: 'v3.private.end',
        payload: { broadcaster: fact.room, username: fact.viewer, reason: fact.reason },
      });
    case 'spy.ended':
      return [
        {
          to: 'room-user',
          room: fact.room,
          username: fact.viewer,
          event: { type: 'v3.spy.end', payload: { broadcaster: fact.room, reason: fact.reason } },
        },
      ];
    case 'media.updated':
      return [
        {
          to: 'room',
          room: fact.username,
          event: { type: 'v3.chat.update_media_list', payload: { username: fact.username } },
        },
      ];
    case 'balance.changed':
      return [
        {
          to: 'user',
          userId: fact.userId,
          event: {
            type: 'v3.token.update',
            payload: {
              username: fact.username,
              tokens: fact.tokens,
              token_change: fact.change,
              type: fact.kind,
            },
          },
        },
      ];
    case 'payment.completed':
      return [
        {
          to: 'user',
          userId: fact.userId,
          event: {
            type: 'v3.payment.update',
            payload: {
              success: fact.approved,
              ...(fact.approved ? { tokens: fact.tokens } : {}),
              ...(fact.declineCode ? { code: fact.declineCode } : {}),
            },
          },
        },
      ];
    case 'reup.completed':
      return [
        {
          to: 'user',
          userId: fact.userId,
          event: {
            type: 'v3.reUp.update',
            payload: {
              success: fact.success,
              ...(fact.success ? { tokens: fact.tokens } : {}),
              ...(fact.error ? { error: fact.error } : {}),
            },
          },
        },
      ];
    case 'user.settings.changed':
      return [
        {
          to: 'user',
          userId: fact.userId,
          event: { type: 'v3.user.settings', payload: { settings: scalarSettings(fact.settings) } },
        },
      ];
    case 'user.logged_out':
      return [{ to: 'session-logout', userId: fact.userId }];
    case 'lobby.restarting':
      return [{ to: 'lobby', event: { type: 'v3.lobby.restarting', payload: {} } }];
    case 'server.restarted':
      return [{ to: 'restart' }];
    case 'promo_wheel.changed':
      return [toUser(fact.userId, { type: 'v3.promo_wheel_count', payload: { count: fact.count } })];
    case 'notifications.changed':
      return [toUser(fact.userId, { type: 'v3.notification.count', payload: { count: fact.count } })];
    case 'autosilence.changed':
      return [toUser(fact.userId, { type: 'v3.autosilenced', payload: { autosilenced: fact.autosilenced } })];
    case 'lovense.devices':
      return [toUser(fact.userId, { type: 'v3.lovense.heartbeat', payload: { devices: fact.devices } })];
    default:
      return roomFeatureDeliveries(fact);
  }
}

const toUser = (userId: number, event: OutEvent): Delivery => ({ to: 'user', userId, event });
const toRoom = (room: string, event: OutEvent): Delivery => ({ to: 'room', room, event });
const toOne = (room: string, username: string, event: OutEvent): Delivery => ({
  to: 'room-user',
  room,
  username,
  event,
});

/** Tip split, toy control, sharecam, cam2cam and versus facts on the wire. */
function roomFeatureDeliveries(fact: WorldFact): Delivery[] {
  switch (fact.type) {
    case 'tip_split.changed':
      // Spec 2 section 4.7: the /tip_split chat command carries the split as JSON, from the model.
      return [
        toRoom(fact.room, {
          type: 'v3.chat.message',
          payload: {
            message: `/tip_split ${JSON.stringify(fact.split)}`,
            user: systemUser(fact.room),
          },
        }),
      ];
    case 'sharecam.requested':
      return [
        toOne(fact.room, fact.room, {
          type: 'v3.sharecam.request',
          payload: { broadcaster: fact.room, username: fact.viewer },
        }),
      ];
    case 'sharecam.started':
      return toParties(fact.room, fact.viewer, {
        type: 'v3.sharecam.started',
        payload: { broadcaster: fact.room, username: fact.viewer },
      });
    case 'sharecam.declined':
      return [
        toOne(fact.room, fact.viewer, {
          type: 'v3.sharecam.declined',
          payload: { broadcaster: fact.room, username: fact.viewer },
        }),
      ];
    case 'sharecam.ended':
      return toParties(fact.room, fact.viewer, {
        type: 'v3.sharecam.end',
        payload: { broadcaster: fact.room, username: fact.viewer },
      });
    case 'cam2cam.ready':
      return toParties(fact.room, fact.viewer, {
        type: 'v3.cam2cam.ready',
        payload: { broadcaster: fact.room, c2c_server: fact.server, video_play_token: fact.token },
      });
    case 'cam2cam.ended':
      return toParties(fact.room, fact.viewer, {
        type: 'v3.cam2cam.end',
        payload: { broadcaster: fact.room },
      });
    case 'lovense.control.started':
      return [
        toRoom(fact.room, {
          type: 'v3.lovense.control.start',
          payload: {
            username: fact.username,
            control_type: fact.controlType,
            duration_seconds: fact.durationSeconds,
            token_price: fact.tokenPrice,
          },
        }),
      ];
    case 'lovense.control.stopped':
      return [toRoom(fact.room, { type: 'v3.lovense.control.stop', payload: { username: fact.username } })];
    case 'lovense.queue.changed':
      return [
        toRoom(fact.room, {
          type: 'v3.lovense.queue',
          payload: { queue_size: fact.usernames.length, usernames: fact.usernames },
        }),
      ];
    case 'versus.invited':
      return [
        toOne(fact.to, fact.to, {
          type: 'v3.versus.invite_received',
          payload: { versus_id: fact.versusId, username: fact.from },
        }),
      ];
    case 'versus.answered':
      return [
        toOne(fact.from, fact.from, {
          type: fact.accepted ? 'v3.versus.invite_accepted' : 'v3.versus.invite_rejected',
          payload: { versus_id: fact.versusId, username: fact.to },
        }),
      ];
    case 'versus.started':
      return fact.rooms.map((room) =>
        toRoom(room, {
          type: 'v3.versus.started',
          payload: {
            versus_id: fact.versusId,
            usernameList: fact.rooms,
            seconds_remaining: fact.secondsRemaining,
          },
        }),
      );
    case 'versus.updated':
      return fact.rooms.map((room) =>
        toRoom(room, {
          type: 'v3.versus.update',
          payload: {
            versus_id: fact.versusId,
            scores: fact.scores,
            seconds_remaining: fact.secondsRemaining,
          },
        }),
      );
    case 'versus.ended':
      return fact.rooms.map((room) =>
        toRoom(room, {
          type: 'v3.versus.ended',
          payload: {
            versus_id: fact.versusId,
            scores: fact.scores,
            ...(fact.winner ? { winner: fact.winner } : {}),
          },
        }),
      );
    case 'versus_tournament.changed':
      return [
        {
          to: 'lobby',
          event: {
            type:
              fact.phase === 'starting' ? 'v3.versus-tournament.starting' : 'v3.versus-tournament.running',
            payload: { usernameList: fact.usernames },
          },
        },
      ];
    default:
      // Spy starts and ticks, limited shows and tickets show through v3.chat.update and token updates;
      // a refused chat message has no event in the catalogue (docs/api.md, "Sockets").
      return [];
  }
}

/** The room's model as the sender of a system chat command (/tip_split). */
function systemUser(room: string): SnapshotUser {
  return {
    username: room,
    is_model: true,
    is_vip: false,
    is_super_vip: false,
    is_guest: false,
    has_tokens: true,
    has_cc: false,
    has_purchase: false,
    email_confirmed: true,
    recentTips: 0,
    recent_purchases: 0,
  };
}

function toParties(room: string, viewer: string, event: OutEvent): Delivery[] {
  return [
    { to: 'room-user', room, username: room, event },
    { to: 'room-user', room, username: viewer, event },
  ];
}

function scalarSettings(settings: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const scalars: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(settings))
    if (value === null || ['string', 'boolean'].includes(typeof value) || Number.isFinite(value))
      scalars[key] = value as string | number | boolean | null;
  return scalars;
}
