import type { Rng } from '../core/prng';
import type { Presence } from './catalogue';
import { fail, type Outcome, succeed, type WorldCore } from './context';
import type { ChatMessage, ChatUser, ModerationAction } from './facts';
import type { Account } from './types';

export interface PrivateSession {
  viewer: string;
  viewerId: number;
  exclusive: boolean;
  pricePerMinute: number;
  startedAt: number;
  tokensCharged: number;
  /** When the prepaid time runs out; the next minute is charged then. */
  paidUntil: number;
  stop: () => void;
}

export interface SpySession {
  viewerId: number;
  pricePerMinute: number;
  startedAt: number;
  tokensCharged: number;
  stop: () => void;
}

export interface LimitedShow {
  ticketPrice: number;
  recordingPrice: number;
  startedAt: number;
  endsAt: number;
  refundMinutesBeforeEnd: number;
  /** viewer username -> ledger seq of the ticket (null for tickets bought before the simulation). */
  tickets: Map<string, { seq: number | null; at: number }>;
  recordings: Set<string>;
  stop: () => void;
}

/** A tip split in a room: each splitter's share is paid when they join (ledger seq kept for refunds). */
export interface TipSplitState {
  mode: 'available' | 'proposed' | 'canceled' | 'success';
  /** splitter username -> ledger seq of their share. */
  shares: Map<string, number>;
  targetSplitters: number;
  splitAmount: number;
  stop: () => void;
}

/** Toy control (Lovense): who controls now, who paid and waits, and the room's price. */
export interface ToyControlState {
  tokenPrice: number;
  durationSeconds: number;
  controlType: string;
  controller: { username: string; stop: () => void } | null;
  /** The level the controller last set (0 to toyLevelMax); 0 between turns. */
  level: number;
  /** Waiting viewers in order, with the ledger seq of what they paid (refunded on a reset). */
  queue: Array<{ username: string; seq: number }>;
}

export interface SharecamState {
  allowedInPublic: boolean;
  allowedInPrivate: boolean;
  /** viewer username -> requested (waiting for the model) or live. */
  viewers: Map<string, 'requested' | 'live'>;
  /** Watch-together in the room's privates (spec 2 section 4.9; docs/features.md). */
  watchTogether: boolean;
}

export interface VersusState {
  id: number;
  rooms: [string, string];
  scores: Map<string, number>;
  endsAt: number;
  stop: () => void;
}

/** Live state of one model's room. Not persisted: a reload starts the room afresh. */
export interface RoomState {
  username: string;
  modelId: number;
  chatters: Map<string, ChatUser>;
  guestCount: number;
  moderators: Set<string>;
  silenced: Set<string>;
  banned: Set<string>;
  messages: ChatMessage[];
  nextMessageSeq: number;
  recentTips: Map<string, number>;
  koth: { username: string; tip: number } | null;
  privateShow: PrivateSession | null;
  privateRequests: Map<string, { exclusive: boolean; at: number }>;
  spies: Map<string, SpySession>;
  limitedShow: LimitedShow | null;
  tipSplit: TipSplitState;
  toyControl: ToyControlState;
  sharecam: SharecamState;
  /** The private's viewer sending their camera (cam2cam), if any. */
  cam2cam: string | null;
  versus: VersusState | null;
  /** A versus invite this room's model has not answered yet. */
  versusInvite: { id: number; from: string } | null;
}

export const chatHistoryLimit = 200;

const phrases = [
  'hi everyone',
  'hello from {country}',
  'love the outfit',
  'how is your day going?',
  'lol',
  'that was amazing',
  'what music is this?',
  'good morning!',
  'good evening from {country}',
  'you look great today',
  'is the goal close?',
  'first time here, nice room',
  'can you say hi to me?',
  'haha yes',
  'the teen years were wild',
  'brb',
];

export function chatterPhrase(rng: Rng, account: Account): string {
  return rng.pick(phrases).replace('{country}', account.countryCode);
}

/** Builds a room's starting crowd and history from the room's own seeded stream. */
export function createRoom(world: WorldCore, model: Account, botPool: Account[]): RoomState {
  const rng = world.rng.fork(`room/${model.username}`);
  const status = model.model?.status ?? 'offline';
  const crowd: Record<Presence, [number, number]> = {
    online: [3, 60],
    online_ai: [0, 8],
    private: [1, 12],
    limited: [5, 40],
    standby: [0, 5],
    connected: [0, 3],
    reconnecting: [0, 3],
    offline: [0, 0],
  };
  const [min, max] = crowd[status];
  const count = model.username === 'demo_model' ? 0 : rng.int(min, max);
  const room: RoomState = {
    username: model.username,
    modelId: model.id,
    chatters: new Map(),
    guestCount: count === 0 ? 0 : rng.int(0, count * 2),
    moderators: new Set(),
    silenced: new Set(),
    banned: new Set(),
    messages: [],
    nextMessageSeq: 1,
    recentTips: new Map(),
    koth: null,
    privateShow: null,
    privateRequests: new Map(),
    spies: new Map(),
    limitedShow: null,
    tipSplit: { mode: 'available', shares: new Map(), targetSplitters: 0, splitAmount: 0, stop: () => {} },
    toyControl: {
      tokenPrice: 50,
      durationSeconds: 60,
      controlType: 'vibrate',
      controller: null,
      level: 0,
      queue: [],
    },
    sharecam: { allowedInPublic: false, allowedInPrivate: true, viewers: new Map(), watchTogether: false },
    cam2cam: null,
    versus: null,
    versusInvite: null,
  };
  const crowdAccounts = rng.shuffle(botPool).slice(0, count);
  for (const account of crowdAccounts) room.chatters.set(account.username, world.chatUser(account));
  if (crowdAccounts.length > 3)
    for (const account of crowdAccounts.slice(0, rng.int(0, 2))) room.moderators.add(account.username);
  const historyStart = world.clock.now() - 20 * 60_000;
  for (let index = 0; index < Math.min(count, rng.int(0, 15)); index += 1) {
    const account = rng.pick(crowdAccounts);
    appendMessage(room, world, account, chatterPhrase(rng, account), historyStart + index * 60_000, false);
  }
  return room;
}

function appendMessage(
  room: RoomState,
  world: WorldCore,
  account: Account,
  text: string,
  at: number,
  announce: boolean,
): ChatMessage {
  const message: ChatMessage = {
    id: room.nextMessageSeq,
    seq: room.nextMessageSeq,
    at,
    username: account.username,
    message: text,
    user: world.chatUser(account),
    user_language: account.locale,
  };
  room.nextMessageSeq += 1;
  room.messages.push(message);
  if (room.messages.length > chatHistoryLimit)
    room.messages.splice(0, room.messages.length - chatHistoryLimit);
  if (announce) world.emit({ type: 'chat.message.posted', room: room.username, message });
  return message;
}

/** Who may moderate a room: its model, its moderators, site moderators and admins. */
export function canModerate(room: RoomState, account: Account): boolean {
  return (
    account.id === room.modelId ||
    room.moderators.has(account.username) ||
    account.role === 'site_mod' ||
    account.role === 'admin' ||
    account.role === 'super_admin'
  );
}

export function joinRoom(world: WorldCore, room: RoomState, account: Account | null): Outcome<RoomState> {
  if (!account) {
    room.guestCount += 1;
    return succeed(room);
  }
  if (room.banned.has(account.username)) return fail('banned', 'You have been banned from this room.');
  if (room.chatters.has(account.username)) return succeed(room);
  const user = world.chatUser(account);
  room.chatters.set(account.username, user);
  world.emit({ type: 'room.user.joined', room: room.username, user, userCount: userCount(room) });
  return succeed(room);
}

export function leaveRoom(world: WorldCore, room: RoomState, username: string): void {
  if (!room.chatters.delete(username)) return;
  world.emit({ type: 'room.user.left', room: room.username, username, userCount: userCount(room) });
}

export const userCount = (room: RoomState) => room.chatters.size + room.guestCount;

const maxMessageLength = 500;

/** Posts a chat message as `account`, with the room's rules (bans, silences, chat_allowed). */
export function postMessage(
  world: WorldCore,
  room: RoomState,
  model: Account,
  account: Account,
  text: string,
): Outcome<ChatMessage | null> {
  const trimmed = text.trim();
  if (!trimmed) return fail('empty_message', 'Error sending message');
  if (trimmed.length > maxMessageLength) return fail('message_too_long', 'Error sending message');
  if (room.banned.has(account.username)) return fail('banned', 'You have been banned from this room.');
  if (room.silenced.has(account.username)) return fail('silenced', 'You are silenced in this room.');
  // Test or debug messages are ignored (spec 1 section 5).
  if (/^\/(test|debug)\b/i.test(trimmed)) return succeed(null);
  const isModel = account.id === room.modelId;
  const allowed = String(model.settings.chat_allowed ?? 'tokens');
  if (!isModel && !canModerate(room, account)) {
    const tokens = world.tokensOf(account.id);
    const tipped = (room.recentTips.get(account.username) ?? 0) > 0;
    if (allowed === 'tokens' && tokens <= 0)
      return fail('chat_not_allowed', 'Only members with tokens can chat here.');
    if ((allowed === 'tip_recent' || allowed === 'tip_anytime') && !tipped)
      return fail('chat_not_allowed', 'Only members who tipped can chat here.');
  }
  if (!room.chatters.has(account.username)) joinRoom(world, room, account);
  return succeed(appendMessage(room, world, account, trimmed, world.clock.now(), true));
}

export function setStatus(world: WorldCore, room: RoomState, model: Account, status: Presence): void {
  const profile = model.model;
  if (!profile || profile.status === status) return;
  const previous = profile.status;
  profile.status = status;
  if (status === 'offline') profile.lastOnlineAt = world.clock.now();
  world.emit({ type: 'model.status.changed', room: room.username, status, previous });
}

export function setSubject(world: WorldCore, room: RoomState, model: Account, subject: string): void {
  if (!model.model) return;
  model.model.subject = subject.slice(0, 200);
  world.emit({ type: 'room.subject.changed', room: room.username, subject: model.model.subject });
}

const actionSets = (room: RoomState): Record<Exclude<ModerationAction, 'kicked'>, Set<string>> => ({
  banned: room.banned,
  silenced: room.silenced,
  moderator: room.moderators,
});

/** Applies a moderation action; only the model, site staff and (except for moderator) room moderators may. */
export function moderate(
  world: WorldCore,
  room: RoomState,
  actor: Account,
  action: ModerationAction,
  target: string,
  added: boolean,
): Outcome<null> {
  if (!canModerate(room, actor)) return fail('forbidden', 'You cannot moderate this room.');
  if (action === 'moderator' && actor.id !== room.modelId && actor.role === 'member')
    return fail('forbidden', 'Only the model can appoint moderators.');
  const subject = world.accountByName(target);
  if (!subject) return fail('not_found', 'No such user.');
  if (subject.id === room.modelId) return fail('forbidden', 'The model cannot be moderated in her own room.');
  if (action === 'kicked') {
    if (!added) return fail('invalid', 'A kick cannot be undone.');
  } else if (added) actionSets(room)[action].add(subject.username);
  else actionSets(room)[action].delete(subject.username);
  world.emit({
    type: 'moderation.applied',
    room: room.username,
    action,
    added,
    target: subject.username,
    by: actor.username,
  });
  if (added && (action === 'banned' || action === 'kicked')) leaveRoom(world, room, subject.username);
  return succeed(null);
}

/** Keeps the running tip totals and the king of the hill (top tipper). */
export function recordTip(world: WorldCore, room: RoomState, username: string, amount: number): void {
  const total = (room.recentTips.get(username) ?? 0) + amount;
  room.recentTips.set(username, total);
  if (!room.koth || total > room.koth.tip) {
    room.koth = { username, tip: total };
    world.emit({ type: 'koth.changed', room: room.username, username, tip: total });
  }
}
