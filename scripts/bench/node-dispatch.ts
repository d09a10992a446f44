/**
 * Node: µs per event from a v3 wire frame to folded state: protocol decode, then the room machine and
 * the chat machine (the room page forwards each decoded room event to both). Prints figures; `run()`
 * returns them for the harness (scripts/bench/run.ts).
 */
import { createActor, fromPromise } from 'xstate';
import { chatMachine } from '../../machines/chat';
import { type RoomFacts, roomMachine } from '../../machines/room';
import { trafficCodec, trafficFrame } from '../../tests/bench/room-traffic';

export interface NodeDispatchFigures {
  events: number;
  decodeMicros: number;
  dispatchMicros: number;
  totalMicros: number;
  eventsPerSecond: number;
}

const readyRoom = roomMachine().provide({
  actors: {
    loadRoom: fromPromise<RoomFacts, { username: string }>(async () => ({
      chatStatus: 'online',
      mode: 'public',
      passwordRequired: false,
    })),
  },
});

async function startActors() {
  const room = createActor(readyRoom, { input: { username: 'demo_model', viewer: 'bench_viewer' } }).start();
  await new Promise<void>((resolve) => {
    const check = () => (room.getSnapshot().matches('ready') ? resolve() : setTimeout(check, 1));
    check();
  });
  const chat = createActor(chatMachine(), {
    input: { room: 'demo_model', viewer: { username: 'bench_viewer', isAdmin: false } },
  }).start();
  return { room, chat };
}

export async function run({ quick = false } = {}): Promise<NodeDispatchFigures> {
  const events = quick ? 5_000 : 50_000;
  const rounds = quick ? 3 : 7;
  const codec = trafficCodec();
  const frames = Array.from({ length: events }, (_, index) => trafficFrame(codec, index));
  let best = { decode: Number.POSITIVE_INFINITY, total: Number.POSITIVE_INFINITY };
  let checksum = 0;
  for (let round = 0; round < rounds; round++) {
    const decodeStarted = performance.now();
    for (const frame of frames) checksum += codec.decodeServerFrame(frame).type.length;
    const decode = performance.now() - decodeStarted;

    const { room, chat } = await startActors();
    const started = performance.now();
    for (const frame of frames) {
      const event = codec.decodeServerFrame(frame) as never;
      room.send(event);
      chat.send(event);
    }
    const total = performance.now() - started;
    checksum += chat.getSnapshot().context.entries.length;
    room.stop();
    chat.stop();
    best = { decode: Math.min(best.decode, decode), total: Math.min(best.total, total) };
  }
  if (checksum === 0) throw new Error('nothing was decoded');
  const decodeMicros = (best.decode * 1000) / events;
  const totalMicros = (best.total * 1000) / events;
  return {
    events,
    decodeMicros,
    dispatchMicros: totalMicros - decodeMicros,
    totalMicros,
    eventsPerSecond: Math.round(1e6 / totalMicros),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await run({ quick: process.argv.includes('--quick') });
  console.log(
    `decode ${figures.decodeMicros.toFixed(2)} µs + dispatch ${figures.dispatchMicros.toFixed(2)} µs = ${figures.totalMicros.toFixed(2)} µs/event, ${figures.eventsPerSecond.toLocaleString('en')} events/s (${figures.events} events, best round, Node ${process.version})`,
  );
}
