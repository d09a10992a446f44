import { describe, expect, it } from 'vitest';
import { createHandlers } from '../api/handlers';
import { TestClient } from '../api/test-client';
import { createSimulation } from '../simulation';
import { TestSocket } from './test-client';
import { V3SocketServer } from './v3-server';

const room = 'demo_model';

/** Room features and model answers, fired through the control API, as clients receive them. */
function setup() {
  const sim = createSimulation({ seed: 'socket-features' });
  const sockets = new V3SocketServer(sim, { socketOrigin: 'ws://sim.test' });
  const client = new TestClient(createHandlers(sim));
  const control = async (command: object) => (await client.request('POST', '/__sim/control', command)).status;
  const login = (username: string) => {
    const account = sim.world.accountByName(username);
    if (!account) throw new Error(`no ${username}`);
    return sim.world.openSession(account.id).nodeToken;
  };
  const joinRoom = (username: string, name = room) => {
    const socket = new TestSocket(sockets, { scope: 'room', room: name });
    socket.send({ type: 'v3.authorize', payload: { token: login(username), version: '3.1', room: name } });
    return socket;
  };
  const openLobby = (username: string) => {
    const socket = new TestSocket(sockets, { scope: 'lobby' });
    socket.send({ type: 'v3.authorize', payload: { token: login(username), version: '3.1' } });
    return socket;
  };
  /** Every decoded frame fit the catalogue (an invalid payload decodes as protocol.*). */
  const wellFormed = (socket: TestSocket) => socket.types().filter((type) => type.startsWith('protocol.'));
  return { sim, control, joinRoom, openLobby, wellFormed };
}

describe('v3 socket server: the model side and room features', () => {
  it('the model at her broadcaster gets the request; the control API answers for her', async () => {
    const { control, joinRoom } = setup();
    const model = joinRoom('demo_model');
    const viewer = joinRoom('demo_whale');
    viewer.send({
      type: 'v3.private.request',
      payload: { broadcaster: room, username: 'demo_whale', exclusive: false },
    });
    expect(model.last('v3.private.request')?.payload.username).toBe('demo_whale');
    expect(await control({ type: 'private.answer', accept: false })).toBe(200);
    expect(viewer.last('v3.private.declined')?.payload).toEqual({
      broadcaster: room,
      username: 'demo_whale',
    });
    expect(await control({ type: 'private.answer', accept: true })).toBe(422);
  });

  it('sharecam and cam2cam in a private: request, accept, ready, end', async () => {
    const { control, joinRoom, wellFormed } = setup();
    const model = joinRoom('demo_model');
    const viewer = joinRoom('demo_whale');
    viewer.send({
      type: 'v3.private.request',
      payload: { broadcaster: room, username: 'demo_whale', exclusive: false },
    });
    await control({ type: 'private.answer', accept: true });
    viewer.send({ type: 'v3.sharecam.request', payload: { broadcaster: room, username: 'demo_whale' } });
    expect(model.last('v3.sharecam.request')?.payload.username).toBe('demo_whale');
    expect(await control({ type: 'sharecam.answer', accept: true })).toBe(200);
    expect(viewer.last('v3.sharecam.started')).toBeDefined();
    viewer.send({ type: 'v3.cam2cam.start', payload: { broadcaster: room } });
    expect(viewer.last('v3.cam2cam.ready')?.payload.c2c_server).toBe('c2c.sim.localhost');
    viewer.send({ type: 'v3.cam2cam.end', payload: { broadcaster: room } });
    expect(model.last('v3.cam2cam.end')).toBeDefined();
    expect([...wellFormed(model), ...wellFormed(viewer)]).toEqual([]);
  });

  it('public ShareCam once the model allows it; an attended model leaves the answer to the control API', async () => {
    const { sim, control, joinRoom } = setup();
    const viewer = joinRoom('demo_member');
    const request = { type: 'v3.sharecam.request', payload: { broadcaster: room, username: 'demo_member' } };
    viewer.send(request as never);
    expect(await control({ type: 'sharecam.answer', accept: false })).toBe(422);
    const updates = viewer.of('v3.chat.update').length;
    expect(await control({ type: 'cams.settings', sharecamInPublic: true, watchTogether: true })).toBe(200);
    // Clients read the room answer again on a room update.
    expect(viewer.of('v3.chat.update')).toHaveLength(updates + 1);
    expect(await control({ type: 'model.attended', attended: true })).toBe(200);
    viewer.send(request as never);
    sim.world.clock.advance(10_000);
    expect(viewer.last('v3.sharecam.started')).toBeUndefined();
    expect(await control({ type: 'sharecam.answer', accept: false })).toBe(200);
    expect(viewer.last('v3.sharecam.declined')?.payload.username).toBe('demo_member');
    expect(sim.world.room(room)?.sharecam.watchTogether).toBe(true);
  });

  it('tip split as /tip_split chat commands, Lovense control and queue as room broadcasts', async () => {
    const { control, joinRoom, wellFormed } = setup();
    const watcher = joinRoom('demo_member');
    expect(await control({ type: 'tip_split.propose', splitters: 2, amount: 30 })).toBe(200);
    expect(await control({ type: 'tip_split.join' })).toBe(200);
    const splits = watcher.of('v3.chat.message').map((event) => event.payload.message);
    expect(splits[0]).toMatch(/^\/tip_split \{"mode":"proposed"/);
    expect(JSON.parse((splits.at(-1) ?? '').slice('/tip_split '.length))).toMatchObject({
      mode: 'success',
      split_amount: 30,
      remaining: 0,
    });
    expect(await control({ type: 'lovense.control' })).toBe(200);
    expect(await control({ type: 'lovense.control' })).toBe(200);
    expect(watcher.last('v3.lovense.control.start')?.payload.token_price).toBeGreaterThan(0);
    expect(watcher.last('v3.lovense.queue')?.payload.queue_size).toBe(1);
    expect(await control({ type: 'model.status', status: 'private' })).toBe(200);
    expect(watcher.last('v3.lovense.control.stop')).toBeDefined();
    expect(watcher.last('v3.lovense.queue')?.payload.queue_size).toBe(0);
    expect(wellFormed(watcher)).toEqual([]);
  });

  it('versus in both rooms; promo wheel, notifications, autosilence and toys on the lobby', async () => {
    const { sim, control, joinRoom, openLobby, wellFormed } = setup();
    const opponent = sim.world.data.models.find(
      (model) => model.username !== room && model.model?.status === 'online',
    )?.username;
    if (!opponent) throw new Error('no opponent');
    const here = joinRoom('demo_member');
    const there = joinRoom('demo_premium', opponent);
    expect(await control({ type: 'versus.invite', opponent })).toBe(200);
    sim.world.clock.advance(3000);
    expect(here.last('v3.versus.started')?.payload.usernameList).toEqual([room, opponent]);
    expect(there.last('v3.versus.started')).toBeDefined();
    expect(await control({ type: 'versus.end' })).toBe(200);
    expect(there.last('v3.versus.ended')?.payload.versus_id).toBe(
      here.last('v3.versus.ended')?.payload.versus_id,
    );
    const lobby = openLobby('demo_member');
    await control({
      type: 'user.notices',
      user: 'demo_member',
      promoWheelCount: 3,
      notificationCount: 7,
      autosilenced: true,
    });
    await control({ type: 'lovense.devices', user: 'demo_member' });
    await control({ type: 'versus.tournament', phase: 'starting' });
    expect(lobby.last('v3.promo_wheel_count')?.payload.count).toBe(3);
    expect(lobby.last('v3.notification.count')?.payload.count).toBe(7);
    expect(lobby.last('v3.autosilenced')?.payload.autosilenced).toBe(true);
    expect(lobby.last('v3.lovense.heartbeat')?.payload.devices).toHaveLength(1);
    expect(lobby.last('v3.versus-tournament.starting')?.payload.usernameList).toHaveLength(2);
    expect([...wellFormed(here), ...wellFormed(there), ...wellFormed(lobby)]).toEqual([]);
  });

  it('answers an unknown control command with 422', async () => {
    const { control } = setup();
    expect(await control({ type: 'no.such.command' })).toBe(422);
  });
});
