import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { TestSocket } from './test-client';
import { closeCodes, V3SocketServer } from './v3-server';

const room = 'demo_model';
const minute = 60_000;

function watch(scenario: string) {
  const sim = createSimulation({ seed: 'socket-scenarios', scenario });
  const server = new V3SocketServer(sim, { socketOrigin: 'ws://sim.test' });
  const sockets: TestSocket[] = [];
  const join = (lastSeq?: number) => {
    const socket = new TestSocket(server, { scope: 'room', room });
    socket.send({
      type: 'v3.authorize',
      payload: { token: '', version: '3.1', room, ...(lastSeq === undefined ? {} : { last_seq: lastSeq }) },
    });
    sockets.push(socket);
    return socket;
  };
  return { sim, server, join, sockets };
}

describe('scenarios as the sockets see them', () => {
  it('busy-room: a viewer sees chat and tips with consecutive seqs', () => {
    const { sim, join } = watch('busy-room');
    const viewer = join();
    sim.world.clock.advance(minute);
    expect(viewer.of('v3.chat.message').length).toBeGreaterThan(10);
    expect(viewer.of('v3.tip.received').length).toBeGreaterThan(2);
    const seqs = viewer.seqs();
    expect(seqs).toEqual(seqs.map((_, index) => (seqs[0] ?? 0) + index));
  });

  it('private-show: the room sees the model go private', () => {
    const { sim, join } = watch('private-show');
    const viewer = join();
    sim.world.clock.advance(15_000);
    expect(viewer.of('v3.chat.update').map((event) => event.payload.status)).toContain('private');
  });

  it('server-restart: sockets close at 20 s, a resume continues the seq; a new room life has a new epoch', () => {
    const { sim, join } = watch('server-restart');
    const first = join();
    sim.world.clock.advance(20_000);
    expect(first.closed?.code).toBe(closeCodes.restart);
    const lastSeen = Math.max(0, ...first.seqs(), first.last('v3.chat.history')?.payload.last_seq ?? 0);
    const second = join(lastSeen);
    expect(second.last('v3.chat.history')?.payload.last_seq).toBeGreaterThanOrEqual(lastSeen);
    const epoch = second.last('v3.chat.history')?.payload.epoch;
    sim.world.clock.advance(4 * minute - 20_000 + 10_000);
    const third = join();
    expect(third.last('v3.chat.history')?.payload.epoch).not.toBe(epoch);
  });

  it('lobby-restart: lobby sockets hear it at 30 s', () => {
    const { sim, server } = watch('lobby-restart');
    const lobby = new TestSocket(server, { scope: 'lobby' });
    lobby.send({ type: 'v3.authorize', payload: { token: '', version: '3.1' } });
    sim.world.clock.advance(30_000);
    expect(lobby.types()).toContain('v3.lobby.restarting');
  });
});
