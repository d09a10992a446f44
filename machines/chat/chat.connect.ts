import type { SnapshotFrom } from 'xstate';
import type { ChatContext, ChatEntry, ChatEvent, chatMachine, ListedUser, UserSort } from './chat.machine';
import { splitEmoticons, type TextPart } from './chat-text';

export type ChatSnapshot = SnapshotFrom<ReturnType<typeof chatMachine>>;

export type ChatLine =
  | { kind: 'message'; id: number; username: string; parts: TextPart[]; isModel: boolean }
  | { kind: 'tip'; id: number; sender: string | null; tokens: number; comment: string }
  | { kind: 'moderation'; id: number; text: string }
  | { kind: 'gap'; id: number; text: string }
  | { kind: 'error'; id: number; text: string };

/** Spec 2 section 4.10: moderators, the streamer and admins read names in moderation lines. */
export function seesModerationNames(context: Pick<ChatContext, 'room' | 'viewer' | 'moderators'>): boolean {
  const { username, isAdmin } = context.viewer;
  return (
    isAdmin || (username !== null && (username === context.room || context.moderators.includes(username)))
  );
}

const moderationVerbs: Record<string, [added: string, removed: string]> = {
  banned: ['was banned', 'was unbanned'],
  kicked: ['was kicked', 'was kicked'],
  moderator: ['is now a moderator', 'is no longer a moderator'],
  silenced: ['was silenced', 'is no longer silenced'],
};

function gapText(seconds: number, reason: 'outage' | 'restart' | 'stream'): string {
  if (reason === 'restart') return 'The room restarted; some messages may be missing.';
  if (reason === 'stream') return 'Some messages were missed.';
  return `Reconnected after ${seconds} s; some messages may be missing.`;
}

function lineOf(entry: ChatEntry, context: ChatContext, seesNames: boolean): ChatLine {
  switch (entry.kind) {
    case 'message':
      return { ...entry, parts: splitEmoticons(entry.text, context.emoticons) };
    case 'moderation': {
      // The subject of an action also reads their own name.
      const named = seesNames || entry.username === context.viewer.username;
      const [added, removed] = moderationVerbs[entry.action] ?? ['', ''];
      return {
        kind: 'moderation',
        id: entry.id,
        text: `${named ? entry.username : 'A user'} ${entry.add ? added : removed}`,
      };
    }
    case 'gap':
      return { kind: 'gap', id: entry.id, text: gapText(entry.seconds, entry.reason) };
    default:
      return entry;
  }
}

/**
 * Entries are immutable and kept across snapshots, so each one's line is mapped once while what it
 * depends on (the emoticon list, who reads names) stays the same: a busy room's view is then derived
 * without splitting 200 messages again on every batch, and unchanged lines keep their identity.
 */
interface CachedLine {
  emoticons: readonly string[];
  seesNames: boolean;
  viewer: string | null;
  line: ChatLine;
}
const lineCache = new WeakMap<ChatEntry, CachedLine>();

function cachedLineOf(entry: ChatEntry, context: ChatContext, seesNames: boolean): ChatLine {
  const cached = lineCache.get(entry);
  const viewer = context.viewer.username;
  if (cached?.emoticons === context.emoticons && cached.seesNames === seesNames && cached.viewer === viewer)
    return cached.line;
  const line = lineOf(entry, context, seesNames);
  lineCache.set(entry, { emoticons: context.emoticons, seesNames, viewer, line });
  return line;
}

export function sortUsers(users: readonly ListedUser[], by: UserSort): ListedUser[] {
  const byName = (a: ListedUser, b: ListedUser) => a.username.localeCompare(b.username);
  return [...users].sort(
    by === 'username' ? byName : (a, b) => (b.tokens ?? 0) - (a.tokens ?? 0) || byName(a, b),
  );
}

/** Maps a chat snapshot to what the chat panel renders and the intents it may send. */
export function connectChat(snapshot: ChatSnapshot, send: (event: ChatEvent) => void) {
  const { context } = snapshot;
  const seesNames = seesModerationNames(context);
  const userListShown = snapshot.matches({ live: 'userListShown' });
  return {
    state: snapshot.matches('removed') ? ('removed' as const) : ('live' as const),
    lines: context.entries.map((entry) => cachedLineOf(entry, context, seesNames)),
    subject: context.subject,
    style: context.style,
    koth: context.koth,
    appPanel: context.appPanel,
    tipPanel: context.tipPanel,
    userCount: context.userCount,
    userList: {
      state: userListShown ? ('shown' as const) : ('hidden' as const),
      sort: context.userSort,
      users: sortUsers(context.users, context.userSort),
      /** Spec 2 section 4.11: guests = user count minus listed users. */
      guests: Math.max(0, context.userCount - context.users.length),
    },
    sendMessage: (text: string) => send({ type: 'chat.send', text }),
    openUserList: () => send({ type: 'userList.open' }),
    closeUserList: () => send({ type: 'userList.close' }),
    sortUsers: (by: UserSort) => send({ type: 'userList.sort', by }),
  };
}

export type ChatView = ReturnType<typeof connectChat>;
