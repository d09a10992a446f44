import { describe, expect, it } from 'vitest';
import { assign, createActor, SimulatedClock, sendTo, setup } from 'xstate';
import {
  type HeartbeatEvent,
  type HeartbeatReport,
  socketHeartbeatMachine,
} from './socket-heartbeat.machine';

/** A stand-in for a socket machine: runs the heartbeat and writes down what it reports, and when. */
const hostMachine = setup({
  types: {
    input: {} as { isStreamer: boolean; clock: SimulatedClock },
    context: {} as { isStreamer: boolean; clock: SimulatedClock; reports: string[] },
    events: {} as HeartbeatReport | { type: 'forward'; event: HeartbeatEvent },
  },
  actors: { heartbeat: socketHeartbeatMachine() },
  actions: {
    note: assign({
      reports: ({ context, event }) => [...context.reports, `${event.type}@${context.clock.now()}`],
    }),
  },
}).createMachine({
  context: ({ input }) => ({ ...input, reports: [] }),
  invoke: { id: 'heartbeat', src: 'heartbeat', input: ({ context }) => ({ isStreamer: context.isStreamer }) },
  on: {
    'heartbeat.ping': { actions: 'note' },
    'heartbeat.pongMissed': { actions: 'note' },
    forward: { actions: sendTo('heartbeat', ({ event }) => event.event) },
  },
});

function start(isStreamer: boolean) {
  const clock = new SimulatedClock();
  const actor = createActor(hostMachine, { clock, input: { isStreamer, clock } }).start();
  const reports = () => actor.getSnapshot().context.reports;
  const forward = (event: HeartbeatEvent) => actor.send({ type: 'forward', event });
  return { clock, reports, forward };
}

describe('socket heartbeat', () => {
  it('a streamer pings every 10 s, the first one 10 s after connecting', () => {
    const { clock, reports, forward } = start(true);
    clock.increment(9_999);
    expect(reports()).toEqual([]);
    clock.increment(1);
    expect(reports()).toEqual(['heartbeat.ping@10000']);
    forward({ type: 'v3.pong' });
    clock.increment(10_000);
    forward({ type: 'v3.pong' });
    clock.increment(10_000);
    expect(reports()).toEqual(['heartbeat.ping@10000', 'heartbeat.ping@20000', 'heartbeat.ping@30000']);
  });

  it('a pong missing for 2 s is reported once, and pinging goes on every 10 s regardless', () => {
    const { clock, reports } = start(true);
    clock.increment(10_000);
    clock.increment(1_999);
    expect(reports()).toEqual(['heartbeat.ping@10000']);
    clock.increment(1);
    expect(reports()).toEqual(['heartbeat.ping@10000', 'heartbeat.pongMissed@12000']);
    clock.increment(8_000);
    expect(reports().at(-1)).toBe('heartbeat.ping@20000');
  });

  it('a pong within 2 s means nothing is reported', () => {
    const { clock, reports, forward } = start(true);
    clock.increment(10_000);
    clock.increment(1_999);
    forward({ type: 'v3.pong' });
    clock.increment(5_000);
    expect(reports()).toEqual(['heartbeat.ping@10000']);
  });

  it('a viewer never pings, until the user becomes the streamer; stopping stops the pings', () => {
    const { clock, reports, forward } = start(false);
    clock.increment(60_000);
    expect(reports()).toEqual([]);
    forward({ type: 'streamer.changed', isStreamer: true });
    clock.increment(10_000);
    expect(reports()).toEqual(['heartbeat.ping@70000']);
    forward({ type: 'v3.pong' });
    forward({ type: 'streamer.changed', isStreamer: false });
    clock.increment(60_000);
    expect(reports()).toEqual(['heartbeat.ping@70000']);
  });
});
