import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { chatMessage } from '../../protocol/fixtures';
import { parseTipSplit } from '../tip-split/tip-split.machine';
import { connectChat } from './chat.connect';
import type { ListedUser } from './chat.machine';
import { type ChatEmitted, type ChatInput, chatMachine } from './chat.machine';
import { parseCommand, splitEmoticons } from './chat-text';

const listed = (username: string, tokens: number, invisible = 0): ListedUser => ({
  username,
  is_model: false,
  tokens,
  recentTips: 0,
  invisible_mode_level: invisible,
});

function start(
  viewer: ChatInput['viewer'] = { username: 'alice', isAdmin: false },
  seed?: ChatInput['seed'],
) {
  const clock = new SimulatedClock();
  const actor = createActor(chatMachine(), { clock, input: { room: 'model_x', viewer, seed } });
  const emitted: ChatEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => connectChat(actor.getSnapshot(), actor.send);
  const say = (username: string, message: string, seq?: number) =>
    actor.send({
      ...chatMessage(username, message, { is_model: username === 'model_x' }),
      ...(seq === undefined ? {} : { seq }),
    });
  return { clock, actor, emitted, view, say };
}

const texts = (view: ReturnType<ReturnType<typeof start>['view']>) =>
  view.lines.map((line) =>
    line.kind === 'message'
      ? line.parts.map((p) => (p.kind === 'text' ? p.text : p.code)).join('')
      : line.kind === 'tip'
        ? `tip:${line.tokens}`
        : line.text,
  );

describe('the room answer and the first history', () => {
  const seed = (...messages: [string, string][]): ChatInput['seed'] => ({
    subject: '',
    moderators: [],
    silenced: [],
    emoticons: [],
    userCount: 0,
    users: [],
    koth: null,
    messages: messages.map(([username, message]) => ({ username, message, isModel: false })),
  });
  const history = (...entries: [string, string][]) => ({
    type: 'v3.chat.history' as const,
    payload: {
      entries: entries.map(([username, message], index) => ({
        seq: index + 10,
        username,
        message,
        has_tokens: true,
        has_purchase: false,
        recent_purchases: 0,
      })),
      last_seq: entries.length + 9,
      truncated: false,
    },
  });

  it('shows a message once when the seeded answer and the socket history both carry it', () => {
    const { actor, view } = start(undefined, seed(['bob', 'a'], ['eve', 'b'], ['bob', 'c']));
    expect(texts(view())).toEqual(['a', 'b', 'c']);
    actor.send(history(['old', 'x'], ['bob', 'a'], ['eve', 'b'], ['bob', 'c'], ['eve', 'd']));
    expect(texts(view())).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes a history that holds only the tail of the seed; older entries are not shown again', () => {
    const tail = start(undefined, seed(['bob', 'a'], ['eve', 'b'], ['bob', 'c']));
    tail.actor.send(history(['eve', 'b'], ['bob', 'c'], ['bob', 'new']));
    expect(texts(tail.view())).toEqual(['a', 'b', 'c', 'new']);
    const older = start(undefined, seed(['bob', 'a']));
    older.actor.send(history(['eve', 'before'], ['bob', 'a']));
    expect(texts(older.view())).toEqual(['a']);
  });

  it('lines up backfill entries one by one, as the room socket delivers a first history', () => {
    const { actor, view, say } = start(undefined, seed(['bob', 'a'], ['eve', 'b']));
    const backfill = (seq: number, username: string, message: string) =>
      actor.send({
        type: 'chat.backfilled',
        entry: { seq, username, message, has_tokens: true, has_purchase: false, recent_purchases: 0 },
      });
    backfill(1, 'old', 'x');
    backfill(2, 'bob', 'a');
    backfill(3, 'eve', 'b');
    backfill(4, 'bob', 'c');
    expect(texts(view())).toEqual(['a', 'b', 'c']);
    say('eve', 'b', 5);
    expect(texts(view())).toEqual(['a', 'b', 'c', 'b']);
  });

  it('a history that never meets the seed waits for live traffic, which ends the matching', () => {
    const { actor, view, say } = start(undefined, seed(['bob', 'a']));
    actor.send(history(['eve', 'z']));
    expect(texts(view())).toEqual(['a']);
    say('bob', 'a', 20);
    expect(texts(view())).toEqual(['a', 'a']);
  });

  it('leaves commands out of the seeded lines as it does live', () => {
    const { view } = start(undefined, seed(['bob', '/dev/null; echo'], ['bob', 'hi']));
    expect(texts(view())).toEqual(['hi']);
  });
});

describe('chat list', () => {
  it('keeps only the latest 200 messages', () => {
    const { say, view } = start();
    for (let n = 1; n <= 205; n++) say('bob', `m${n}`);
    const lines = texts(view());
    expect(lines).toHaveLength(200);
    expect(lines[0]).toBe('m6');
    expect(lines.at(-1)).toBe('m205');
  });

  it('shows a message delivered twice (live then backfill) once', () => {
    const { actor, say, view } = start();
    say('bob', 'hello', 7);
    actor.send({
      type: 'chat.backfilled',
      entry: {
        seq: 7,
        message: 'hello',
        username: 'bob',
        has_tokens: true,
        has_purchase: false,
        recent_purchases: 0,
      },
    });
    say('bob', 'hello', 7);
    expect(texts(view())).toEqual(['hello']);
  });

  it('renders a recovery marker where the gap was', () => {
    const { actor, say, view } = start();
    say('bob', 'before');
    actor.send({ type: 'chat.gap', gap: { reason: 'outage', outageSeconds: 12 } });
    say('bob', 'after');
    expect(texts(view())).toEqual([
      'before',
      'Reconnected after 12 s; some messages may be missing.',
      'after',
    ]);
  });

  it('acts on the streamer’s commands, never shows them, and drops test/debug and others’ commands', () => {
    const { say, view, emitted } = start();
    say('model_x', '/play_sound horn');
    say('model_x', '/setmode limited');
    say(
      'model_x',
      '/tip_split {"mode":"proposed","splitters":["bob"],"target_splitters":3,"split_amount":100,"remaining":2}',
    );
    say('model_x', '/test ping');
    say('bob', '/debug dump');
    say('bob', '/play_sound horn');
    expect(texts(view())).toEqual([]);
    expect(emitted).toEqual([
      { type: 'sound.play', sound: 'horn' },
      { type: 'mode.set', mode: 'limited' },
    ]);
  });

  it('hides an invisible-mode sender in the tip line', () => {
    const { actor, view } = start(
      { username: 'alice', isAdmin: false },
      {
        subject: '',
        moderators: [],
        silenced: [],
        emoticons: [],
        userCount: 2,
        users: [listed('ghost', 10, 1), listed('bob', 5)],
        messages: [],
        koth: null,
      },
    );
    actor.send({
      type: 'v3.tip.received',
      payload: { tokens: 50, receiver_name: 'model_x', sender_name: 'ghost', type: 'public', comment: 'hi' },
    });
    actor.send({
      type: 'v3.tip.received',
      payload: { tokens: 9, receiver_name: 'model_x', sender_name: 'bob', type: 'public' },
    });
    expect(view().lines).toMatchObject([
      { kind: 'tip', sender: null, tokens: 50, comment: 'hi' },
      { kind: 'tip', sender: 'bob', tokens: 9, comment: '' },
    ]);
  });

  it('emits the send, and shows "Error sending message" when the transport refuses it', () => {
    const { actor, emitted, view } = start();
    actor.send({ type: 'chat.send', text: '  hi there ' });
    actor.send({ type: 'chat.send', text: '   ' });
    expect(emitted).toEqual([
      { type: 'room.send', event: { type: 'v3.chat.send', payload: { message: 'hi there' } } },
    ]);
    actor.send({ type: 'chat.send.failed' });
    expect(texts(view())).toEqual(['Error sending message']);
  });

  it('keeps a subject colour only when it is #rrggbb', () => {
    const { actor, view } = start();
    actor.send({ type: 'v3.chat.subject', payload: { subject: 'Goal: 500', subject_color: '#FF0000' } });
    expect(view().subject).toEqual({ text: 'Goal: 500', color: '#ff0000' });
    actor.send({
      type: 'v3.chat.subject',
      payload: { subject: 'x', subject_color: 'red;background:url(x)' },
    });
    expect(view().subject).toEqual({ text: 'x', color: null });
  });

  it('applies the viewer’s font, size and colour settings, ignoring values outside the lists', () => {
    const { actor, view } = start();
    actor.send({
      type: 'v3.user.settings',
      payload: {
        settings: {
          font_family: 'Tahoma',
          font_size: '14',
          text_color: '#112233',
          chat_user_sort: 'username',
        },
      },
    });
    expect(view().style).toEqual({ font: 'Tahoma', size: 14, color: '#112233' });
    actor.send({
      type: 'v3.user.settings',
      payload: { settings: { font_family: 'Wingdings', font_size: 13, text_color: 'red' } },
    });
    expect(view().style).toEqual({ font: 'Tahoma', size: 14, color: '#112233' });
    expect(view().userList.sort).toBe('username');
  });

  it('keeps king of the hill and the app panel rows', () => {
    const { actor, view } = start();
    actor.send({ type: 'v3.app.koth', payload: { username: 'bob', tip: 300 } });
    actor.send({
      type: 'v3.chat.app_panels',
      payload: { row1_label: 'Goal', row1_value: '120/500', row3_label: 'Next', row3_value: 'dance' },
    });
    expect(view().koth).toEqual({ username: 'bob', tip: 300 });
    expect(view().appPanel).toEqual([
      { label: 'Goal', value: '120/500' },
      { label: 'Next', value: 'dance' },
    ]);
  });
});

describe('moderation', () => {
  const moderate = (actor: ReturnType<typeof start>['actor'], username: string) =>
    actor.send({
      type: 'v3.chat.moderate',
      payload: { action: 'silenced', add: true, username, moderator: 'model_x' },
    });

  it('names the user only to moderators, the streamer, admins and the subject', () => {
    const read = (viewer: ChatInput['viewer'], moderators: string[] = []) => {
      const { actor, view } = start(viewer, {
        subject: '',
        moderators,
        silenced: [],
        emoticons: [],
        userCount: 0,
        users: [],
        messages: [],
        koth: null,
      });
      moderate(actor, 'bob');
      return texts(view())[0];
    };
    expect(read({ username: 'alice', isAdmin: false })).toBe('A user was silenced');
    expect(read({ username: null, isAdmin: false })).toBe('A user was silenced');
    expect(read({ username: 'alice', isAdmin: false }, ['alice'])).toBe('bob was silenced');
    expect(read({ username: 'model_x', isAdmin: false })).toBe('bob was silenced');
    expect(read({ username: 'root', isAdmin: true })).toBe('bob was silenced');
    expect(read({ username: 'bob', isAdmin: false })).toBe('bob was silenced');
  });

  it('maps each line once, and again when the viewer comes to read names (made a moderator)', () => {
    const { actor, view, say } = start();
    moderate(actor, 'bob');
    say('carol', 'hi :)');
    const first = view();
    const second = view();
    expect(second.lines[0]).toBe(first.lines[0]);
    expect(second.lines[1]).toBe(first.lines[1]);
    actor.send({
      type: 'v3.chat.moderate',
      payload: { action: 'moderator', add: true, username: 'alice', moderator: 'model_x' },
    });
    expect(texts(view()).slice(0, 2)).toEqual(['bob was silenced', 'hi :)']);
  });

  it('a ban of the viewer stops the chat (the room machine leaves the room); a ban of someone else is a line', () => {
    const { actor, emitted, view } = start();
    actor.send({ type: 'v3.chat.banned', payload: { username: 'bob' } });
    expect(actor.getSnapshot().value).toMatchObject({ live: 'userListHidden' });
    expect(texts(view())).toEqual(['A user was banned']);
    actor.send({ type: 'v3.chat.banned', payload: { username: 'alice' } });
    expect(view().state).toBe('removed');
    expect(actor.getSnapshot().context.removed).toEqual({
      reason: 'banned',
      message: 'You have been banned from this room.',
    });
    expect(emitted).toEqual([]);
  });

  it('a kick of the viewer (or a moderate kicked add) stops the chat with the kick message', () => {
    for (const event of [
      { type: 'v3.chat.kicked' as const, payload: { username: 'alice' } },
      {
        type: 'v3.chat.moderate' as const,
        payload: { action: 'kicked' as const, add: true, username: 'alice' },
      },
    ]) {
      const { actor, emitted } = start();
      actor.send(event);
      expect(actor.getSnapshot().context.removed?.message).toBe('You have been kicked from this room.');
      expect(emitted).toEqual([]);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});

describe('user list', () => {
  it('asks the server to start and stop the stream as the viewer opens and closes it', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'userList.open' });
    actor.send({ type: 'userList.close' });
    expect(emitted.map((event) => event.type === 'room.send' && event.event.type)).toEqual([
      'v3.chat.userlist.start',
      'v3.chat.userlist.stop',
    ]);
  });

  it('applies at most one list per 5 s, the latest one, and counts guests', () => {
    const { actor, clock, view } = start();
    const list = (count: number, ...users: ListedUser[]) =>
      actor.send({ type: 'v3.chat.user_list', payload: { count, users } });
    actor.send({ type: 'v3.chat.user_list', payload: { count: 9, users: [listed('early', 1)] } });
    expect(view().userList.users).toEqual([]);
    actor.send({ type: 'userList.open' });
    list(5, listed('bob', 10), listed('carol', 30));
    expect(view().userList.users.map((user) => user.username)).toEqual(['carol', 'bob']);
    expect(view().userList.guests).toBe(3);
    list(6, listed('dan', 1));
    list(7, listed('erin', 2), listed('bob', 10));
    clock.increment(4999);
    expect(view().userList.users.map((user) => user.username)).toEqual(['carol', 'bob']);
    clock.increment(1);
    expect(view().userList.users.map((user) => user.username)).toEqual(['bob', 'erin']);
    expect(view().userList.guests).toBe(5);
    view().sortUsers('username');
    expect(view().userList.users.map((user) => user.username)).toEqual(['bob', 'erin']);
    clock.increment(5000);
    list(2, listed('zed', 99));
    expect(view().userList.users.map((user) => user.username)).toEqual(['zed']);
  });
});

describe('chat text', () => {
  it('splits the room’s emoticons out of the text, longest code first', () => {
    expect(splitEmoticons('hi :D<3 x', [':D', '<3', ':'])).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'emoticon', code: ':D' },
      { kind: 'emoticon', code: '<3' },
      { kind: 'text', text: ' x' },
    ]);
  });

  it('refuses malformed tip splits and unknown modes', () => {
    expect(parseTipSplit('{"mode":"proposed","splitters":[1]}')).toBeNull();
    expect(parseTipSplit('{"mode":"nope"}')).toBeNull();
    expect(parseTipSplit('not json')).toBeNull();
    expect(parseCommand('/setmode private')).toEqual({ name: 'ignored' });
    expect(parseCommand('plain')).toBeNull();
  });
});
