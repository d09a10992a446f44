import { assign, emit, enqueueActions, setup } from 'xstate';
import type { ClientEvent, EventOf, PayloadOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import { type ChatStyle, chatStyleFrom, defaultChatStyle, parseCommand, safeColor } from './chat-text';

/** Spec 2 section 4.11: the list keeps the latest 200 messages. */
export const chatHistoryLimit = 200;

export type ChatUserSnapshot = PayloadOf<'v3.chat.message'>['user'];
export type ListedUser = PayloadOf<'v3.chat.user_list'>['users'][number];
export type ModerationAction = PayloadOf<'v3.chat.moderate'>['action'];
export type HistoryEntry = PayloadOf<'v3.chat.history'>['entries'][number];
export type UserSort = 'tokens' | 'username';

/** One line of the chat list. Raw names are kept; connectChat decides who may read them. */
export type ChatEntry =
  | { kind: 'message'; id: number; username: string; text: string; isModel: boolean }
  | { kind: 'tip'; id: number; sender: string | null; tokens: number; comment: string }
  | { kind: 'moderation'; id: number; action: ModerationAction; add: boolean; username: string }
  | { kind: 'gap'; id: number; seconds: number; reason: 'outage' | 'restart' | 'stream' }
  | { kind: 'error'; id: number; text: 'Error sending message' };

export interface AppPanelRow {
  label: string;
  value: string;
}

export interface ChatInput {
  /** The model's username: the room. */
  room: string;
  /** The signed-in viewer (null for a guest) and whether they are a site admin or moderator. */
  viewer: { username: string | null; isAdmin: boolean };
  /** What GET chat/react/{username} returned (validated by the app). */
  seed?: ChatSeed;
}

export interface ChatSeed {
  subject: string;
  subjectColor?: string | null;
  moderators: readonly string[];
  silenced: readonly string[];
  emoticons: readonly string[];
  userCount: number;
  users: readonly ListedUser[];
  messages: readonly { username: string; message: string; isModel: boolean }[];
  koth: { username: string; tip: number } | null;
  tipPanel?: { label: string; options: readonly number[] } | null;
}

export interface ChatContext {
  room: string;
  viewer: ChatInput['viewer'];
  entries: ChatEntry[];
  nextId: number;
  /** The last room seq applied, so a message delivered twice (live and backfill) shows once. */
  lastSeq: number;
  /**
   * The messages seeded from the room answer, until the socket's first history has lined up with
   * them: that history repeats them (without the answer's ids), so only what follows them is new.
   */
  seeded: SeededLines | null;
  subject: { text: string; color: string | null };
  moderators: string[];
  silenced: string[];
  emoticons: string[];
  userCount: number;
  users: ListedUser[];
  /** A user list that arrived inside the 5 s batch window, applied when it closes. */
  pendingUsers: ListedUser[] | null;
  userSort: UserSort;
  style: ChatStyle;
  koth: { username: string; tip: number } | null;
  appPanel: AppPanelRow[];
  tipPanel: { label: string; options: number[] } | null;
  removed: { reason: 'banned' | 'kicked'; message: string } | null;
}

/** Server facts the chat folds (decoded frames, plus the room socket's recovery markers). */
export type ChatServerEvent =
  | EventOf<'v3.chat.message'>
  | EventOf<'v3.chat.history'>
  | EventOf<'v3.chat.user_count'>
  | EventOf<'v3.chat.user_list'>
  | EventOf<'v3.chat.banned'>
  | EventOf<'v3.chat.kicked'>
  | EventOf<'v3.chat.moderate'>
  | EventOf<'v3.chat.subject'>
  | EventOf<'v3.chat.app_panels'>
  | EventOf<'v3.app.koth'>
  | EventOf<'v3.tip.received'>
  | EventOf<'v3.user.settings'>
  | { type: 'chat.backfilled'; entry: HistoryEntry }
  | { type: 'chat.gap'; gap: { reason: 'outage' | 'restart' | 'stream'; outageSeconds: number } };

/** User intents, and the transport's word that a send failed. */
export type ChatIntent =
  | { type: 'chat.send'; text: string }
  | { type: 'chat.send.failed' }
  | { type: 'userList.open' }
  | { type: 'userList.close' }
  | { type: 'userList.sort'; by: UserSort };

export type ChatEvent = ChatServerEvent | ChatIntent;

/** What the chat hands to the page: frames to send, commands to act on, and the way out. */
export type ChatEmitted =
  | { type: 'room.send'; event: ClientEvent }
  | { type: 'sound.play'; sound: string }
  | { type: 'mode.set'; mode: 'limited' | 'public' };

const removalMessages = {
  banned: 'You have been banned from this room.',
  kicked: 'You have been kicked from this room.',
} as const;

/** An entry without its id (the list numbers entries from a counter, so a replay gives the same ids). */
type NewEntry = ChatEntry extends infer E ? (E extends ChatEntry ? Omit<E, 'id'> : never) : never;

function appended(context: ChatContext, ...entries: NewEntry[]) {
  let nextId = context.nextId;
  const withIds = entries.map((entry) => ({ ...entry, id: nextId++ }) as ChatEntry);
  return { entries: lastEntries(context.entries, withIds), nextId };
}

/**
 * The newest `chatHistoryLimit` of `kept` then `added`, built as one array: a copy and then a slice
 * of it was the chat's largest allocation at 1,000 messages a second, and garbage collection pauses
 * are what remained of the busy room's long tasks.
 */
function lastEntries(kept: readonly ChatEntry[], added: readonly ChatEntry[]): ChatEntry[] {
  const total = kept.length + added.length;
  const entries: ChatEntry[] = [];
  for (let index = Math.max(0, total - chatHistoryLimit); index < total; index++)
    entries.push((index < kept.length ? kept[index] : added[index - kept.length]) as ChatEntry);
  return entries;
}

function toggled(list: readonly string[], username: string, add: boolean): string[] {
  const without = list.filter((name) => name !== username);
  return add ? [...without, username] : without;
}

/** The seeded messages and how far the first history has matched them. */
export interface SeededLines {
  lines: readonly { username: string; text: string }[];
  matched: number;
}

/**
 * One entry of the first history against the seeded messages. An entry the seed shows is skipped;
 * one before the seed's window (nothing matched yet) is skipped too, the seed being the latest
 * messages; one after the matched part is new and ends the matching. Designed: when the history
 * never meets the seed, only a live message ends the matching (docs/connections.md).
 */
export function admitAfterSeed(
  seeded: SeededLines,
  line: { username: string; text: string },
): { show: boolean; seeded: SeededLines | null } {
  const index = seeded.lines.findIndex(
    (seed, at) => at >= seeded.matched && seed.username === line.username && seed.text === line.text,
  );
  if (index >= 0) {
    const matched = index + 1;
    return { show: false, seeded: matched >= seeded.lines.length ? null : { ...seeded, matched } };
  }
  return seeded.matched === 0 ? { show: false, seeded } : { show: true, seeded: null };
}

/** Appends history lines (oldest first), skipping what the seed already shows. */
function appendedAfterSeed(
  context: ChatContext,
  lines: readonly { kind: 'message'; username: string; text: string; isModel: boolean }[],
): Partial<ChatContext> {
  let seeded = context.seeded;
  const shown = lines.filter((line) => {
    if (!seeded) return true;
    const admitted = admitAfterSeed(seeded, line);
    seeded = admitted.seeded;
    return admitted.show;
  });
  return { ...appended(context, ...shown), seeded };
}

function initialContext({ room, viewer, seed }: ChatInput): ChatContext {
  const base: ChatContext = {
    room,
    viewer,
    entries: [],
    nextId: 1,
    lastSeq: 0,
    subject: { text: seed?.subject ?? '', color: safeColor(seed?.subjectColor) },
    moderators: [...(seed?.moderators ?? [])],
    silenced: [...(seed?.silenced ?? [])],
    emoticons: [...(seed?.emoticons ?? [])],
    userCount: seed?.userCount ?? 0,
    users: [...(seed?.users ?? [])],
    pendingUsers: null,
    userSort: 'tokens',
    style: defaultChatStyle,
    koth: seed?.koth ?? null,
    appPanel: [],
    tipPanel: seed?.tipPanel ? { label: seed.tipPanel.label, options: [...seed.tipPanel.options] } : null,
    removed: null,
    seeded: null,
  };
  // Commands are not chat lines, whether they come with the answer or live.
  const messages = (seed?.messages ?? [])
    .filter((message) => parseCommand(message.message) === null)
    .map((message) => ({
      kind: 'message' as const,
      username: message.username,
      text: message.message,
      isModel: message.isModel,
    }));
  return {
    ...base,
    ...appended(base, ...messages),
    seeded:
      messages.length > 0
        ? { lines: messages.map(({ username, text }) => ({ username, text })), matched: 0 }
        : null,
  };
}

export const chatMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as ChatInput,
      context: {} as ChatContext,
      events: {} as ChatEvent,
      emitted: {} as ChatEmitted,
    },
    delays: { userListBatch: 5000 },
    guards: {
      removesViewer: ({ context, event }) => {
        if (event.type === 'v3.chat.banned' || event.type === 'v3.chat.kicked')
          return event.payload.username === context.viewer.username;
        if (event.type === 'v3.chat.moderate')
          return (
            event.payload.add &&
            (event.payload.action === 'banned' || event.payload.action === 'kicked') &&
            event.payload.username === context.viewer.username
          );
        return false;
      },
      hasPendingUsers: ({ context }) => context.pendingUsers !== null,
    },
    actions: {
      /** A live message: commands from the streamer act, other commands and repeats are dropped. */
      receiveMessage: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'v3.chat.message') return;
        if (event.seq !== undefined && event.seq <= context.lastSeq) return;
        if (event.seq !== undefined) enqueue.assign({ lastSeq: event.seq });
        // Live traffic means the history is over: the seed matching ends.
        if (context.seeded) enqueue.assign({ seeded: null });
        const { message, user } = event.payload;
        const command = parseCommand(message);
        if (!command) {
          enqueue.assign(
            appended(context, {
              kind: 'message',
              username: user.username,
              text: message,
              isModel: user.is_model,
            }),
          );
          return;
        }
        if (user.username !== context.room) return;
        if (command.name === 'play_sound') enqueue.emit({ type: 'sound.play', sound: command.sound });
        if (command.name === 'setmode') enqueue.emit({ type: 'mode.set', mode: command.mode });
      }),
      receiveHistory: assign(({ context, event }) => {
        if (event.type !== 'v3.chat.history') return {};
        const fresh = event.payload.entries.filter((entry) => entry.seq > context.lastSeq);
        const lines = fresh
          .filter((entry) => parseCommand(entry.message) === null)
          .map((entry) => ({
            kind: 'message' as const,
            username: entry.username,
            text: entry.message,
            isModel: entry.username === context.room,
          }));
        return {
          ...appendedAfterSeed(context, lines),
          lastSeq: Math.max(context.lastSeq, event.payload.last_seq, ...fresh.map((entry) => entry.seq)),
        };
      }),
      receiveBackfill: assign(({ context, event }) => {
        if (event.type !== 'chat.backfilled' || event.entry.seq <= context.lastSeq) return {};
        const { entry } = event;
        const line = {
          kind: 'message' as const,
          username: entry.username,
          text: entry.message,
          isModel: entry.username === context.room,
        };
        return {
          ...(parseCommand(entry.message) === null ? appendedAfterSeed(context, [line]) : {}),
          lastSeq: entry.seq,
        };
      }),
      markGap: assign(({ context, event }) =>
        event.type === 'chat.gap'
          ? appended(context, { kind: 'gap', seconds: event.gap.outageSeconds, reason: event.gap.reason })
          : {},
      ),
      /** Spec 2 section 4.11: an invisible-mode sender is hidden in the tip line. */
      receiveTip: assign(({ context, event }) => {
        if (event.type !== 'v3.tip.received') return {};
        const { sender_name, tokens, comment } = event.payload;
        const invisible = context.users.some(
          (user) => user.username === sender_name && (user.invisible_mode_level ?? 0) > 0,
        );
        const sender = invisible || sender_name === '' ? null : sender_name;
        return appended(context, { kind: 'tip', sender, tokens, comment: comment ?? '' });
      }),
      moderate: assign(({ context, event }) => {
        if (event.type !== 'v3.chat.moderate') return {};
        const { action, add, username } = event.payload;
        return {
          ...appended(context, { kind: 'moderation', action, add, username }),
          moderators:
            action === 'moderator' ? toggled(context.moderators, username, add) : context.moderators,
          silenced: action === 'silenced' ? toggled(context.silenced, username, add) : context.silenced,
        };
      }),
      noteOtherRemoved: assign(({ context, event }) => {
        if (event.type !== 'v3.chat.banned' && event.type !== 'v3.chat.kicked') return {};
        const action = event.type === 'v3.chat.banned' ? 'banned' : 'kicked';
        return appended(context, { kind: 'moderation', action, add: true, username: event.payload.username });
      }),
      removeViewer: enqueueActions(({ event, enqueue }) => {
        const reason =
          event.type === 'v3.chat.banned' ||
          (event.type === 'v3.chat.moderate' && event.payload.action === 'banned')
            ? 'banned'
            : 'kicked';
        // The room machine (machines/room) owns leaving the room with the toast; the chat only stops.
        enqueue.assign({ removed: { reason, message: removalMessages[reason] } });
      }),
      send: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'chat.send') return;
        const message = event.text.trim();
        if (message)
          enqueue.emit({ type: 'room.send', event: { type: 'v3.chat.send', payload: { message } } });
      }),
      sendFailed: assign(({ context }) =>
        appended(context, { kind: 'error', text: 'Error sending message' }),
      ),
      startUserList: emit({ type: 'room.send', event: { type: 'v3.chat.userlist.start', payload: {} } }),
      stopUserList: emit({ type: 'room.send', event: { type: 'v3.chat.userlist.stop', payload: {} } }),
      applyUserList: assign(({ event }) =>
        event.type === 'v3.chat.user_list'
          ? { users: [...event.payload.users], userCount: event.payload.count, pendingUsers: null }
          : {},
      ),
      holdUserList: assign(({ event }) =>
        event.type === 'v3.chat.user_list' ? { pendingUsers: [...event.payload.users] } : {},
      ),
      flushUserList: assign(({ context }) => ({
        users: context.pendingUsers ?? context.users,
        pendingUsers: null,
      })),
    },
  }).createMachine({
    id: 'chat',
    description:
      'The chat list of a room: messages (latest 200), tips, moderation, subject, the user list on demand (batched every 5 s), and removal on ban or kick.',
    context: ({ input }) => initialContext(input),
    initial: 'live',
    states: {
      live: {
        on: {
          'v3.chat.message': { actions: 'receiveMessage' },
          'v3.chat.history': { actions: 'receiveHistory' },
          'chat.backfilled': { actions: 'receiveBackfill' },
          'chat.gap': { actions: 'markGap' },
          'v3.tip.received': { actions: 'receiveTip' },
          'v3.chat.user_count': { actions: assign({ userCount: ({ event }) => event.payload.count }) },
          'v3.chat.subject': {
            actions: assign({
              subject: ({ event }) => ({
                text: event.payload.subject,
                color: safeColor(event.payload.subject_color),
              }),
            }),
          },
          'v3.chat.app_panels': {
            actions: assign({
              appPanel: ({ event }) =>
                ([1, 2, 3] as const).flatMap((row) => {
                  const label = event.payload[`row${row}_label`];
                  const value = event.payload[`row${row}_value`];
                  return label || value ? [{ label: label ?? '', value: value ?? '' }] : [];
                }),
            }),
          },
          'v3.app.koth': { actions: assign({ koth: ({ event }) => ({ ...event.payload }) }) },
          'v3.user.settings': {
            actions: assign(({ context, event }) => {
              const sort = event.payload.settings.chat_user_sort;
              return {
                style: chatStyleFrom(event.payload.settings, context.style),
                userSort: sort === 'tokens' || sort === 'username' ? sort : context.userSort,
              };
            }),
          },
          'v3.chat.moderate': [
            { guard: 'removesViewer', target: 'removed', actions: 'removeViewer' },
            { actions: 'moderate' },
          ],
          'v3.chat.banned': [
            { guard: 'removesViewer', target: 'removed', actions: 'removeViewer' },
            { actions: 'noteOtherRemoved' },
          ],
          'v3.chat.kicked': [
            { guard: 'removesViewer', target: 'removed', actions: 'removeViewer' },
            { actions: 'noteOtherRemoved' },
          ],
          'chat.send': { actions: 'send' },
          'chat.send.failed': { actions: 'sendFailed' },
          'userList.sort': { actions: assign({ userSort: ({ event }) => event.by }) },
        },
        initial: 'userListHidden',
        states: {
          userListHidden: {
            on: { 'userList.open': 'userListShown' },
          },
          /** The viewer asked for the list: the server streams it; the view takes at most one list per 5 s. */
          userListShown: {
            entry: 'startUserList',
            exit: 'stopUserList',
            on: { 'userList.close': 'userListHidden' },
            initial: 'ready',
            states: {
              ready: {
                on: { 'v3.chat.user_list': { target: 'batching', actions: 'applyUserList' } },
              },
              batching: {
                on: {
                  'v3.chat.user_list': {
                    actions: ['holdUserList', assign({ userCount: ({ event }) => event.payload.count })],
                  },
                },
                after: {
                  userListBatch: [
                    { guard: 'hasPendingUsers', target: 'batching', reenter: true, actions: 'flushUserList' },
                    { target: 'ready' },
                  ],
                },
              },
            },
          },
        },
      },
      /** Banned or kicked: the page removes the room and goes home with the message. */
      removed: { type: 'final' },
    },
  }),
);
