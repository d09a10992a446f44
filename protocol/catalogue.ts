/**
 * The v3 event catalogue: every realtime event of the spec (documents 1 section 7 and 2 section 7a),
 * with its direction, scope and payload schema. This object is the one definition: the types in
 * events.ts, the codec and the catalogue table of docs/protocol.md all derive from it.
 *
 * `designed` marks payload fields the spec does not show; its text says why they look as they do.
 * Wire field names keep the spellings the spec shows (usernameList, recentTips, pmIsEnabled);
 * designed fields are snake_case like the rest of the v3 wire.
 */
import { type ObjectSchema, s } from './schema';

/** Who sends the event: the server, the client, or either side. */
export type Direction = 'server-to-client' | 'client-to-server' | 'both';
/** Which socket carries it. Room events carry a per-room sequence number. */
export type Scope = 'lobby' | 'room' | 'both';

export interface EventSpec {
  readonly direction: Direction;
  readonly scope: Scope;
  readonly summary: string;
  readonly payload: ObjectSchema;
  /** Present when the spec does not show (all of) the payload: which part was designed and why. */
  readonly designed?: string;
}

// Shared shapes.
const presence = s.enum([
  'connected',
  'limited',
  'offline',
  'online',
  'online_ai',
  'private',
  'reconnecting',
  'standby',
]);
const chatStatus = s.enum(['offline', 'online', 'standby', 'private', 'limited', 'connected']);
const gender = s.enum(['f', 'm', 'c', 't']);
const privateEndReason = s.enum(['model_ended', 'out_of_tokens', 'unpublish', 'user_ended', 'user_left']);

/** The realtime user snapshot of spec 2 section 3.6. */
const userSnapshot = s.object({
  username: s.string(),
  gender: s.optional(gender),
  is_model: s.boolean(),
  is_vip: s.boolean(),
  is_super_vip: s.boolean(),
  is_guest: s.boolean(),
  has_tokens: s.boolean(),
  has_cc: s.boolean(),
  has_purchase: s.boolean(),
  email_confirmed: s.boolean(),
  recentTips: s.int(),
  recent_purchases: s.int(),
  tokens: s.optional(s.int()),
  socket_id: s.optional(s.string()),
});

/** One entry of the room's user list (spec 2 section 3.1: tokens, recentTips, invisible_mode_level). */
const chatUser = s.object({
  username: s.string(),
  gender: s.optional(gender),
  is_model: s.boolean(),
  tokens: s.optional(s.int()),
  recentTips: s.int(),
  invisible_mode_level: s.optional(s.int()),
});

/** A chat history entry (spec 2 section 3.6) with the seq its v3.chat.message frame carried. */
const historyEntry = s.object({
  seq: s.int(),
  message: s.string(),
  username: s.string(),
  has_tokens: s.boolean(),
  has_purchase: s.boolean(),
  recent_purchases: s.int(),
});

/** A non-chat room broadcast in the history: its name and flat payload, checked like a live frame's. */
const historyEvent = s.object({ seq: s.int(), name: s.string(), payload: s.record(s.scalar()) });

const stream = s.object({
  stream_name: s.string(),
  token: s.string(),
  edge_servers: s.array(s.string()),
});

const versusScore = s.object({ username: s.string(), tokens: s.int() });

const empty = s.object({});
const usernameOnly = s.object({ username: s.string() });
const privateParties = s.object({ broadcaster: s.string(), username: s.string() });

export const catalogue = {
  // Session and lobby (spec 1 section 7, spec 2 section 7a "Session").
  'v3.templates': {
    direction: 'server-to-client',
    scope: 'both',
    summary: 'First frame of every connection: the event templates; ids are positions in this list.',
    payload: s.object({
      events: s.array(s.object({ name: s.string(), fields: s.array(s.string()) })),
    }),
    designed: 'The spec names the message but not its shape.',
  },
  'v3.authorize': {
    direction: 'client-to-server',
    scope: 'both',
    summary: 'Authorize the connection; on a room socket, name the room and the last seq seen.',
    payload: s.object({
      token: s.string(),
      version: s.string(),
      room: s.optional(s.string()),
      last_seq: s.optional(s.int()),
    }),
    designed: 'room and last_seq: a room socket resumes from the last seq it saw (reconnect recovery).',
  },
  'v3.authorize.success': {
    direction: 'server-to-client',
    scope: 'both',
    summary: 'The connection is authorized.',
    payload: s.object({
      username: s.string(),
      is_guest: s.boolean(),
      socket_id: s.string(),
      epoch: s.optional(s.string()),
    }),
    designed:
      'Who the server took the token for; socket_id as in the realtime user snapshot; on a room socket, epoch: the room-life id (a new one means the room restarted and its seq started over).',
  },
  'v3.authorize.failed': {
    direction: 'server-to-client',
    scope: 'both',
    summary: 'The token was refused.',
    payload: s.object({ reason: s.string() }),
    designed: 'A reason for logs.',
  },
  'v3.lobby.discover': {
    direction: 'client-to-server',
    scope: 'lobby',
    summary: 'Ask which room server hosts a room.',
    payload: s.object({ room: s.string() }),
  },
  'v3.lobby.discovered': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'The room server URL; absent when there is none (the client retries after 1 s).',
    payload: s.object({ room: s.string(), url: s.optional(s.string()) }),
  },
  'v3.lobby.restarting': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'The lobby server is restarting (the client sets its 30 s restart flag).',
    payload: empty,
  },
  'v3.user.status': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: "A model's presence changed (the spec's lobby 'status updates').",
    payload: s.object({ username: s.string(), status: presence }),
    designed: 'The spec lists status updates without a payload; presence values from spec 3.',
  },
  'v3.ping': {
    direction: 'both',
    scope: 'both',
    summary: 'Keep-alive; answered with v3.pong within 2 s.',
    payload: empty,
  },
  'v3.pong': {
    direction: 'both',
    scope: 'both',
    summary: 'Answer to v3.ping.',
    payload: empty,
  },
  'v3.refresh': {
    direction: 'server-to-client',
    scope: 'both',
    summary: 'Reload the page.',
    payload: empty,
  },
  'v3.logout': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'The session ended on the server.',
    payload: empty,
  },
  'v3.client.version': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'The current client version (a newer one means reload).',
    payload: s.object({ version: s.string() }),
  },
  'v3.autosilenced': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'The user was auto-silenced or released.',
    payload: s.object({ autosilenced: s.boolean() }),
    designed: 'Mirrors the isAutosilenced flag of the current-user response.',
  },
  'v3.promo_wheel_count': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'Promo wheel spins available.',
    payload: s.object({ count: s.int() }),
    designed: 'A spin count, as GET promo-wheel/spins answers.',
  },
  'v3.notification.count': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'Unread notification count.',
    payload: s.object({ count: s.int() }),
    designed: 'Mirrors notificationUnreadCount.',
  },
  'v3.token.update': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: "The user's token balance changed.",
    payload: s.object({
      username: s.string(),
      tokens: s.int(),
      token_change: s.int(),
      type: s.string(),
      membership: s.optional(s.enum(['vip', 'super_vip', 'premium'])),
      pmIsEnabled: s.optional(s.boolean()),
    }),
  },
  'v3.payment.update': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'A payment completed or was declined.',
    payload: s.object({ success: s.boolean(), tokens: s.optional(s.int()), code: s.optional(s.string()) }),
    designed: 'code is a decline code of spec 1 section 8 (NDECLINED, ...).',
  },
  'v3.reUp.update': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'Outcome of an automatic re-up.',
    payload: s.object({ success: s.boolean(), tokens: s.optional(s.int()), error: s.optional(s.string()) }),
  },
  'v3.epoch_oneclick_error': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'A one-click purchase through the Epoch biller failed.',
    payload: s.object({ message: s.string() }),
    designed: 'The spec shows no payload; a message for the error toast.',
  },
  'v3.user.settings': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: "The user's settings changed (keys of spec 1 section 3).",
    payload: s.object({ settings: s.record(s.scalar()) }),
  },
  'v3.user.highlighted_message': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A paid highlighted chat message.',
    payload: s.object({ username: s.string(), message: s.string() }),
    designed: 'The spec shows no payload.',
  },
  'v3.user.invisible-mode': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: "The user's invisible mode level changed.",
    payload: s.object({ level: s.int() }),
    designed: 'Mirrors the invisible_mode_level setting.',
  },
  'v3.media.encoded': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'An uploaded picture finished encoding.',
    payload: s.object({
      type: s.enum(['sell_all_media_picture', 'dickrating_media_picture']),
      url: s.string(),
    }),
  },
  'v3.lovense.heartbeat': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: "The user's Lovense-type devices.",
    payload: s.object({
      devices: s.array(
        s.object({ id: s.string(), name: s.string(), type: s.string(), battery: s.optional(s.int()) }),
      ),
    }),
    designed: 'The spec says only that the device list arrives with the heartbeat.',
  },
  'v3.tip.received': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A tip was sent in the room.',
    payload: s.object({
      tokens: s.int(),
      receiver_name: s.string(),
      sender_name: s.string(),
      type: s.string(),
      comment: s.optional(s.string()),
    }),
  },

  // Friends.
  'v3.user_friend.request': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'Someone asked to be friends.',
    payload: usernameOnly,
    designed: 'The other party only.',
  },
  'v3.user_friend.accepted': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'A friend request was accepted.',
    payload: usernameOnly,
    designed: 'The other party only.',
  },
  'v3.user_friend.deleted': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'A friendship was removed.',
    payload: usernameOnly,
    designed: 'The other party only.',
  },

  // Private, spy.
  'v3.private.request': {
    direction: 'both',
    scope: 'room',
    summary: 'A viewer asks for a private show (client to server; server to the model).',
    payload: s.object({ broadcaster: s.string(), username: s.string(), exclusive: s.boolean() }),
    designed: 'broadcaster is the model, username the viewer, in both directions.',
  },
  'v3.private.started': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A private show started.',
    payload: s.object({
      broadcaster: s.string(),
      username: s.string(),
      stream,
      price_per_minute: s.int(),
      prepaid_seconds: s.int(),
      exclusive: s.boolean(),
    }),
    designed: 'price_per_minute, prepaid_seconds, exclusive: what the client stores on start (spec 2 4.3).',
  },
  'v3.private.ping': {
    direction: 'both',
    scope: 'room',
    summary: 'Private-show keep-alive between the parties.',
    payload: s.object({ broadcaster: s.string() }),
    designed: 'The spec shows no payload.',
  },
  'v3.private.tick': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'Private-show stats refresh.',
    payload: s.object({
      price_per_minute: s.int(),
      prepaid_time_left_seconds: s.int(),
      duration_seconds: s.int(),
      tokens_charged: s.int(),
      remaining_seconds: s.int(),
      free_spy_preview_seconds: s.optional(s.int()),
    }),
    designed: 'The privateStats fields of spec 2 section 3.2.',
  },
  'v3.private.end': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A private show ended; reason defaults to out_of_tokens.',
    payload: s.object({
      broadcaster: s.string(),
      username: s.string(),
      reason: s.optional(privateEndReason),
    }),
    designed: 'The parties and the end reason of spec 2 section 4.3.',
  },
  'v3.private.declined': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The model declined a private request.',
    payload: privateParties,
    designed: 'The parties.',
  },
  'v3.private.expired': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A private request expired unanswered.',
    payload: privateParties,
    designed: 'The parties.',
  },
  'v3.private.request_failed': {
    direction: 'server-to-client',
    scope: 'room',
    summary: "A private request could not start ('Failed to start private').",
    payload: s.object({ broadcaster: s.string(), message: s.string() }),
    designed: 'The spec shows no payload.',
  },
  'v3.spy.end': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The spy session ended (mode returns to public).',
    payload: s.object({ broadcaster: s.string(), reason: s.optional(s.string()) }),
    designed: 'The spec shows no payload.',
  },

  // Sharecam and cam2cam.
  'v3.sharecam.request': {
    direction: 'both',
    scope: 'room',
    summary: 'A viewer asks to share their camera (client to server; server to the model).',
    payload: privateParties,
    designed: 'The spec lists v3.sharecam.* only.',
  },
  'v3.sharecam.started': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The model accepted the sharecam.',
    payload: privateParties,
    designed: 'The spec lists v3.sharecam.* only.',
  },
  'v3.sharecam.declined': {
    direction: 'server-to-client',
    scope: 'room',
    summary: "The model declined ('{name} declined your ShareCam request.').",
    payload: privateParties,
    designed: 'The spec lists v3.sharecam.* only.',
  },
  'v3.sharecam.end': {
    direction: 'both',
    scope: 'room',
    summary: 'The sharecam stopped.',
    payload: privateParties,
    designed: 'The spec lists v3.sharecam.* only.',
  },
  'v3.cam2cam.start': {
    direction: 'client-to-server',
    scope: 'room',
    summary: 'Start sending the camera in a private.',
    payload: s.object({ broadcaster: s.string() }),
    designed: 'The spec names start, ready and end only.',
  },
  'v3.cam2cam.ready': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The cam2cam ingest is ready.',
    payload: s.object({ broadcaster: s.string(), c2c_server: s.string(), video_play_token: s.string() }),
    designed: 'Server and token as in the speed-date outgoing stream (spec 3).',
  },
  'v3.cam2cam.end': {
    direction: 'both',
    scope: 'room',
    summary: 'Cam2cam stopped.',
    payload: s.object({ broadcaster: s.string() }),
    designed: 'The spec names start, ready and end only.',
  },

  // Chat room.
  'v3.chat.user_count': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'Number of people in the room.',
    payload: s.object({ count: s.int() }),
  },
  'v3.chat.user_joined': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A user entered the room.',
    payload: s.object({ user: userSnapshot }),
    designed: 'The realtime user snapshot.',
  },
  'v3.chat.user_left': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A user left the room.',
    payload: usernameOnly,
    designed: 'The username only.',
  },
  'v3.chat.user_list': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The user list (while the client asked for it), batched every 5 s.',
    payload: s.object({ count: s.int(), users: s.array(chatUser) }),
  },
  'v3.chat.userlist.start': {
    direction: 'client-to-server',
    scope: 'room',
    summary: 'Start streaming the user list.',
    payload: empty,
  },
  'v3.chat.userlist.stop': {
    direction: 'client-to-server',
    scope: 'room',
    summary: 'Stop streaming the user list.',
    payload: empty,
  },
  'v3.chat.banned': {
    direction: 'server-to-client',
    scope: 'room',
    summary: "The viewer was banned ('You have been banned from this room.').",
    payload: s.object({ username: s.string(), moderator: s.optional(s.string()) }),
    designed: 'The spec shows no payload.',
  },
  'v3.chat.kicked': {
    direction: 'server-to-client',
    scope: 'room',
    summary: "The viewer was kicked ('You have been kicked from this room.').",
    payload: s.object({ username: s.string(), moderator: s.optional(s.string()) }),
    designed: 'The spec shows no payload.',
  },
  'v3.chat.history': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'Chat backfill after authorize: entries after last_seq, or the latest 200.',
    payload: s.object({
      entries: s.array(historyEntry),
      last_seq: s.int(),
      truncated: s.boolean(),
      epoch: s.optional(s.string()),
      events: s.optional(s.array(historyEvent)),
    }),
    designed:
      'Entries carry their seq; last_seq is the room seq the live stream continues from; truncated says entries were missed before the first one; epoch is the room-life id (as in v3.authorize.success); events are the other broadcasts after the resume point whose payload is flat (tips, user count, subject, moderation, ...), each with its seq, name and payload.',
  },
  'v3.chat.message': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A chat message.',
    payload: s.object({ message: s.string(), user: userSnapshot, user_language: s.optional(s.string()) }),
  },
  'v3.chat.send': {
    direction: 'client-to-server',
    scope: 'room',
    summary: 'Send a chat message (commands start with /).',
    payload: s.object({ message: s.string() }),
    designed: 'The spec does not show how a message is sent.',
  },
  'v3.chat.model_settings': {
    direction: 'server-to-client',
    scope: 'room',
    summary: "The model's room settings changed (spec 2 section 3.5).",
    payload: s.object({ settings: s.record(s.scalar()) }),
    designed: 'A flat key/value map like v3.user.settings.',
  },
  'v3.chat.moderate': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A moderation action (banned, kicked, moderator, silenced; add or remove).',
    payload: s.object({
      action: s.enum(['banned', 'kicked', 'moderator', 'silenced']),
      add: s.boolean(),
      username: s.string(),
      moderator: s.optional(s.string()),
    }),
    designed: 'The actions of spec 2 section 4.10.',
  },
  'v3.chat.subject': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The room subject changed.',
    payload: s.object({ subject: s.string(), subject_color: s.optional(s.string()) }),
  },
  'v3.chat.update': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'Room update.',
    payload: s.object({
      id: s.int(),
      status: chatStatus,
      origin_server: s.optional(s.string()),
      module_ids: s.array(s.int()),
      app_ids: s.array(s.int()),
      cam2cam: s.boolean(),
      thumb_small: s.optional(s.string()),
      stream_name: s.optional(s.string()),
    }),
  },
  'v3.chat.app_panels': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The installed app panel rows.',
    payload: s.object({
      row1_label: s.optional(s.string()),
      row1_value: s.optional(s.string()),
      row2_label: s.optional(s.string()),
      row2_value: s.optional(s.string()),
      row3_label: s.optional(s.string()),
      row3_value: s.optional(s.string()),
    }),
  },
  'v3.chat.app_changed_relayed': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The installed app or modules changed.',
    payload: s.object({ app_ids: s.array(s.int()), module_ids: s.array(s.int()) }),
    designed: 'The ids as in v3.chat.update.',
  },
  'v3.chat.update_media_list': {
    direction: 'server-to-client',
    scope: 'room',
    summary: "The model's media changed (refetch after 2 to 12 s).",
    payload: usernameOnly,
    designed: 'The model whose media changed.',
  },
  'v3.chat.sodastar': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A sodastar ranking announcement.',
    payload: s.object({ username: s.string(), rank: s.int() }),
    designed: 'The spec shows no payload.',
  },
  'fans.error': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A fans subscription action failed.',
    payload: s.object({ message: s.string() }),
    designed: 'The spec shows no payload.',
  },

  // Apps.
  'v3.app.golden_ticket': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A golden ticket was won.',
    payload: s.object({ username: s.string(), tokens: s.int() }),
    designed: 'The spec shows no payload.',
  },
  'v3.app.koth': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'New king of the hill.',
    payload: s.object({ username: s.string(), tip: s.int() }),
  },
  'v3.app.outcome': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'An app (wheel, game) produced an outcome.',
    payload: s.object({ app_id: s.int(), outcome: s.string(), username: s.optional(s.string()) }),
    designed: 'The spec shows no payload.',
  },
  'v3.app.scratchoff': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'Scratch-off state.',
    payload: s.object({ data: s.string(), prize: s.optional(s.string()) }),
    designed: 'The Scratchoff entity of spec 2 (data, prize).',
  },

  // Lovense.
  'v3.lovense.control.start': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A viewer took control of the toy.',
    payload: s.object({
      username: s.string(),
      control_type: s.string(),
      duration_seconds: s.int(),
      token_price: s.int(),
      cruise_pattern: s.optional(s.string()),
    }),
    designed: 'The Lovense toy state of spec 2 section 3.6.',
  },
  'v3.lovense.control.stop': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'Toy control ended.',
    payload: usernameOnly,
    designed: 'The controlling user.',
  },
  'v3.lovense.queue': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The toy control queue changed.',
    payload: s.object({ queue_size: s.int(), usernames: s.array(s.string()) }),
    designed: 'The queue size of spec 2 section 3.6 plus who is waiting.',
  },

  // Versus.
  'v3.versus.invite_received': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A model invited this model to a versus.',
    payload: s.object({ versus_id: s.int(), username: s.string() }),
    designed: 'The spec names the versus events only.',
  },
  'v3.versus.invite_accepted': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The versus invite was accepted.',
    payload: s.object({ versus_id: s.int(), username: s.string() }),
    designed: 'The spec names the versus events only.',
  },
  'v3.versus.invite_rejected': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'The versus invite was rejected.',
    payload: s.object({ versus_id: s.int(), username: s.string() }),
    designed: 'The spec names the versus events only.',
  },
  'v3.versus.started': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A versus started.',
    payload: s.object({ versus_id: s.int(), usernameList: s.array(s.string()), seconds_remaining: s.int() }),
    designed: 'Versus chat state of spec 3 (modelList, secondsRemaining).',
  },
  'v3.versus.update': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'Versus scores.',
    payload: s.object({ versus_id: s.int(), scores: s.array(versusScore), seconds_remaining: s.int() }),
    designed: 'The spec names the versus events only.',
  },
  'v3.versus.ended': {
    direction: 'server-to-client',
    scope: 'room',
    summary: 'A versus ended.',
    payload: s.object({ versus_id: s.int(), scores: s.array(versusScore), winner: s.optional(s.string()) }),
    designed: 'The spec names the versus events only.',
  },
  'v3.versus-tournament.starting': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'A versus tournament is about to start.',
    payload: s.object({ usernameList: s.array(s.string()) }),
  },
  'v3.versus-tournament.running': {
    direction: 'server-to-client',
    scope: 'lobby',
    summary: 'A versus tournament is running.',
    payload: s.object({ usernameList: s.array(s.string()) }),
  },
  'v3.versus-tournament.room-update': {
    direction: 'server-to-client',
    scope: 'room',
    summary: "A tournament match update in this model's room.",
    payload: s.object({
      tournament_id: s.int(),
      usernameList: s.array(s.string()),
      scores: s.array(versusScore),
      seconds_remaining: s.int(),
    }),
    designed: 'The spec names the event only.',
  },
} as const satisfies Record<string, EventSpec>;

export type Catalogue = typeof catalogue;
