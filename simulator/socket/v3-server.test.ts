import { describe, expect, it } from 'vitest';
import { catalogueTemplates } from '../../protocol';
import { createSimulation } from '../simulation';
import { TestSocket } from './test-client';
import { closeCodes, endpointOf, V3SocketServer } from './v3-server';

const room = 'demo_model';

function setup(seed = 'sockets') {
  const sim = createSimulation({ seed });
  const server = new V3SocketServer(sim, { socketOrigin: 'ws://sim.test' });
  const login = (username: string) => {
    const account = sim.world.accountByName(username);
    if (!account) throw new Error(`no ${username}`);
    return { account, token: sim.world.openSession(account.id).nodeToken };
  };
  const member = login('demo_member');
  const whale = login('demo_whale');
  const joinRoom = (token: string, lastSeq?: number, framing: 'json' | 'msgpack' = 'json') => {
    const socket = new TestSocket(server, { scope: 'room', room }, framing);
    socket.send({
      type: 'v3.authorize',
      payload: { token, version: '3.1', room, ...(lastSeq === undefined ? {} : { last_seq: lastSeq }) },
    });
    return socket;
  };
  const openLobby = (token: string) => {
    const socket = new TestSocket(server, { scope: 'lobby' });
    socket.send({ type: 'v3.authorize', payload: { token, version: '3.1' } });
    return socket;
  };
  const model = sim.world.model(room);
  if (!model) throw new Error('no demo_model');
  return { sim, server, member, whale, model, joinRoom, openLobby };
}

describe('v3 socket server: connection', () => {
  it('sends the templates first, then (lobby) the client version; ids are shuffled per connection', () => {
    const { server } = setup();
    const first = new TestSocket(server, { scope: 'lobby' });
    const second = new TestSocket(server, { scope: 'lobby' });
    expect(first.types()).toEqual(['v3.templates', 'v3.client.version']);
    const names = (socket: TestSocket) => socket.codec.templates.map((template) => template.name);
    expect(names(first)).not.toEqual(names(second));
    expect(new Set(names(first))).toEqual(new Set(catalogueTemplates().map((template) => template.name)));
    expect(typeof first.raw[0]).toBe('string');
  });

  it('authorizes a session token, refuses an unknown one and takes an empty token as a guest', () => {
    const { server, member } = setup();
    const valid = new TestSocket(server, { scope: 'lobby' });
    valid.send({ type: 'v3.authorize', payload: { token: member.token, version: '3.1' } });
    expect(valid.last('v3.authorize.success')?.payload).toMatchObject({
      username: 'demo_member',
      is_guest: false,
    });
    const refused = new TestSocket(server, { scope: 'lobby' });
    refused.send({ type: 'v3.authorize', payload: { token: 'nt-forged', version: '3.1' } });
    expect(refused.last('v3.authorize.failed')?.payload.reason).toBe('invalid token');
    const guest = new TestSocket(server, { scope: 'lobby' });
    guest.send({ type: 'v3.authorize', payload: { token: '', version: '3.1' } });
    expect(guest.last('v3.authorize.success')?.payload.is_guest).toBe(true);
  });

  it('answers discovery with the room URL, and without one for a room that does not exist', () => {
    const { openLobby, member } = setup();
    const lobby = openLobby(member.token);
    lobby.send({ type: 'v3.lobby.discover', payload: { room } });
    lobby.send({ type: 'v3.lobby.discover', payload: { room: 'nobody_here' } });
    const answers = lobby.of('v3.lobby.discovered').map((event) => event.payload);
    expect(answers).toEqual([{ room, url: 'ws://sim.test/v3/room/demo_model' }, { room: 'nobody_here' }]);
    expect(endpointOf(new URL(answers[0]?.url ?? '').pathname)).toEqual({ scope: 'room', room });
  });

  it('answers a ping with a pong on both sockets, and ignores frames that are no v3 frame', () => {
    const { openLobby, joinRoom, member } = setup();
    for (const socket of [openLobby(member.token), joinRoom(member.token)]) {
      socket.sendRaw('not json');
      socket.sendRaw(new Uint8Array([0xc1]));
      socket.send({ type: 'v3.ping', payload: {} });
      expect(socket.types().at(-1)).toBe('v3.pong');
    }
  });

  it('answers a MessagePack client in MessagePack (binary frames)', () => {
    const { joinRoom, member } = setup();
    const socket = joinRoom(member.token, undefined, 'msgpack');
    expect(socket.raw.at(-1)).toBeInstanceOf(Uint8Array);
    expect(socket.types()).toEqual([
      'v3.templates',
      'v3.authorize.success',
      'v3.chat.update',
      'v3.chat.history',
    ]);
  });
});

describe('v3 socket server: rooms', () => {
  it('joins: success, the room state, then the history; members see each other join', () => {
    const { joinRoom, member, whale } = setup();
    const first = joinRoom(member.token);
    expect(first.types()).toEqual([
      'v3.templates',
      'v3.authorize.success',
      'v3.chat.update',
      'v3.chat.history',
    ]);
    expect(first.last('v3.chat.update')?.payload.status).toBe('online');
    joinRoom(whale.token);
    expect(first.last('v3.chat.user_joined')?.payload.user.username).toBe('demo_whale');
    expect(first.last('v3.chat.user_count')?.seq).toBeGreaterThan(
      first.last('v3.chat.user_joined')?.seq ?? 0,
    );
  });

  it('a chat message and a tip sent by one member reach the other, with consecutive seqs; the tip is in the ledger', () => {
    const { sim, joinRoom, openLobby, member, whale, model } = setup();
    const watcher = joinRoom(member.token);
    const tipper = joinRoom(whale.token);
    const tipperLobby = openLobby(whale.token);
    tipper.send({ type: 'v3.chat.send', payload: { message: 'hello room' } });
    const tipped = sim.world.tip(whale.account, model, 25, 'nice', 'room');
    expect(tipped.ok).toBe(true);
    expect(watcher.last('v3.chat.message')?.payload).toMatchObject({
      message: 'hello room',
      user: { username: 'demo_whale' },
    });
    expect(watcher.last('v3.tip.received')?.payload).toMatchObject({
      tokens: 25,
      sender_name: 'demo_whale',
      receiver_name: room,
    });
    const seqs = watcher.seqs();
    expect(seqs).toEqual(seqs.map((_, index) => (seqs[0] ?? 0) + index));
    const ledgerTip = sim.world.ledger.entries().at(-1);
    expect(ledgerTip).toMatchObject({ kind: 'tip', amount: 25 });
    expect(tipperLobby.last('v3.token.update')?.payload).toMatchObject({
      username: 'demo_whale',
      token_change: -25,
    });
  });

  it('a resume with last_seq backfills the chat missed while away, and live frames continue after it', () => {
    const { sim, joinRoom, member, whale } = setup();
    const away = joinRoom(member.token);
    const talker = joinRoom(whale.token);
    const lastSeen = Math.max(...away.seqs());
    away.close();
    for (const text of ['one', 'two', 'three'])
      talker.send({ type: 'v3.chat.send', payload: { message: text } });
    const back = joinRoom(member.token, lastSeen);
    const history = back.last('v3.chat.history')?.payload;
    expect(history?.entries.map((entry) => entry.message)).toEqual(['one', 'two', 'three']);
    expect(history?.truncated).toBe(false);
    expect(history?.entries.every((entry) => entry.seq > lastSeen)).toBe(true);
    sim.world.postMessage(room, whale.account, 'four');
    expect(back.last('v3.chat.message')?.seq).toBeGreaterThan(history?.last_seq ?? Infinity);
  });

  it('a server restart closes every socket and the room seq continues', () => {
    const { sim, server, joinRoom, openLobby, member, whale } = setup();
    const sockets = [joinRoom(member.token), openLobby(member.token)];
    const before = server.channel(room).seq;
    expect(before).toBeGreaterThan(0);
    expect(sim.control({ type: 'server.restart' }).ok).toBe(true);
    expect(sockets.map((socket) => socket.closed?.code)).toEqual([closeCodes.restart, closeCodes.restart]);
    expect(server.connectionCount).toBe(0);
    const again = joinRoom(whale.token, before);
    const history = again.last('v3.chat.history')?.payload;
    expect(history?.last_seq).toBeGreaterThan(before);
    expect(history?.truncated).toBe(false);
    sim.world.postMessage(room, whale.account, 'still here');
    expect(again.last('v3.chat.message')?.seq).toBe((history?.last_seq ?? 0) + 1);
  });

  it('a new room life (the model comes back online) starts seq at 1 and closes the room sockets', () => {
    const { sim, server, joinRoom, member, whale } = setup();
    const socket = joinRoom(member.token);
    joinRoom(whale.token);
    for (let index = 0; index < 20; index += 1) sim.world.postMessage(room, whale.account, `old ${index}`);
    const oldLife = { epoch: server.channel(room).epoch, seq: server.channel(room).seq };
    sim.world.setModelStatus(room, 'offline');
    expect(socket.last('v3.chat.update')?.payload.status).toBe('offline');
    sim.world.setModelStatus(room, 'online');
    expect(socket.closed?.code).toBe(closeCodes.restart);
    const fresh = joinRoom(member.token, oldLife.seq);
    expect(server.channel(room).epoch).not.toBe(oldLife.epoch);
    const history = fresh.last('v3.chat.history')?.payload;
    expect(history?.last_seq).toBeLessThan(oldLife.seq);
    sim.world.postMessage(room, whale.account, 'new life');
    const live = fresh.seqs();
    expect(live[0]).toBe((history?.last_seq ?? 0) + 1);
    expect(live).toEqual(live.map((_, index) => (live[0] ?? 0) + index));
  });

  it('streams the user list every 5 s between userlist.start and userlist.stop', () => {
    const { sim, joinRoom, member } = setup();
    const socket = joinRoom(member.token);
    socket.send({ type: 'v3.chat.userlist.start', payload: {} });
    sim.world.clock.advance(10_500);
    expect(socket.of('v3.chat.user_list')).toHaveLength(2);
    expect(socket.last('v3.chat.user_list')?.payload.users.map((user) => user.username)).toContain(
      'demo_member',
    );
    socket.send({ type: 'v3.chat.userlist.stop', payload: {} });
    sim.world.clock.advance(10_000);
    expect(socket.of('v3.chat.user_list')).toHaveLength(2);
  });

  it('sends ban and kick notices to the target only, and the moderation to the room', () => {
    const { sim, joinRoom, member, whale, model } = setup();
    const target = joinRoom(member.token);
    const other = joinRoom(whale.token);
    sim.world.moderate(room, model, 'kicked', 'demo_member', true);
    expect(target.last('v3.chat.kicked')?.payload.username).toBe('demo_member');
    expect(other.of('v3.chat.kicked')).toHaveLength(0);
    expect(other.last('v3.chat.moderate')?.payload).toMatchObject({
      action: 'kicked',
      username: 'demo_member',
    });
  });

  it('a private request from a viewer reaches the model connected to her room', () => {
    const { sim, joinRoom, whale } = setup();
    const modelToken = sim.world.openSession(sim.world.model(room)?.id ?? 0).nodeToken;
    const modelSocket = joinRoom(modelToken);
    const viewer = joinRoom(whale.token);
    viewer.send({
      type: 'v3.private.request',
      payload: { broadcaster: room, username: 'demo_whale', exclusive: false },
    });
    expect(modelSocket.last('v3.private.request')?.payload).toMatchObject({ username: 'demo_whale' });
  });

  it('the lobby tells the owner of a balance change, and everyone of a lobby restart', () => {
    const { sim, openLobby, member, whale, model } = setup();
    const mine = openLobby(member.token);
    const theirs = openLobby(whale.token);
    sim.world.tip(member.account, model, 10, '', 'room');
    sim.control({ type: 'lobby.restart' });
    expect(mine.last('v3.token.update')?.payload).toMatchObject({
      username: 'demo_member',
      token_change: -10,
    });
    expect(theirs.of('v3.token.update')).toHaveLength(0);
    expect(mine.types().at(-1)).toBe('v3.lobby.restarting');
    expect(theirs.types().at(-1)).toBe('v3.lobby.restarting');
  });

  it('a tip sent while a viewer was away comes back in the history events, with its seq', () => {
    const { sim, joinRoom, member, whale, model } = setup();
    const away = joinRoom(member.token);
    joinRoom(whale.token);
    const lastSeen = Math.max(...away.seqs());
    away.close();
    sim.world.tip(whale.account, model, 33, 'while you were out', 'room');
    const back = joinRoom(member.token, lastSeen);
    const history = back.last('v3.chat.history')?.payload;
    const tip = history?.events?.find((event) => event.name === 'v3.tip.received');
    expect(tip?.payload).toMatchObject({
      tokens: 33,
      sender_name: 'demo_whale',
      comment: 'while you were out',
    });
    expect(tip?.seq).toBeGreaterThan(lastSeen);
    // Flat events only: a user joining (nested snapshot) is state, not history.
    expect(history?.events?.some((event) => event.name === 'v3.chat.user_joined')).toBe(false);
  });

  it('hands the room-life id (epoch) out on authorize and in the history; a new life has a new one', () => {
    const { sim, joinRoom, member } = setup();
    const first = joinRoom(member.token);
    const epoch = first.last('v3.authorize.success')?.payload.epoch;
    expect(epoch).toEqual(expect.any(String));
    expect(first.last('v3.chat.history')?.payload.epoch).toBe(epoch);
    sim.world.setModelStatus(room, 'offline');
    sim.world.setModelStatus(room, 'online');
    const again = joinRoom(member.token);
    expect(again.last('v3.chat.history')?.payload.epoch).not.toBe(epoch);
  });

  it('refuses a banned viewer the room, and logs a session out of its sockets when it ends', () => {
    const { sim, joinRoom, openLobby, member, model } = setup();
    const lobby = openLobby(member.token);
    const inRoom = joinRoom(member.token);
    sim.world.moderate(room, model, 'banned', 'demo_member', true);
    const refused = joinRoom(member.token);
    expect(refused.last('v3.authorize.failed')?.payload.reason).toBe('banned');
    const session = [...sim.world.sessions.values()].find((item) => item.nodeToken === member.token);
    sim.world.closeSession(session?.id ?? '');
    expect(lobby.types().at(-1)).toBe('v3.logout');
    expect([lobby.closed?.code, inRoom.closed?.code]).toEqual([closeCodes.logout, closeCodes.logout]);
  });
});
