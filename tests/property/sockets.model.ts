/**
 * The client socket machines (lobby + room, linked as the app links them, over the app's WebSocket
 * transport) against the simulator's v3 socket server, on ONE virtual clock: the simulator's. Machine
 * delays, scenario steps, fault delays and network latency all fire in due order from
 * `world.clock.advance`, so a run is exact and fast. The network between them is an in-memory
 * WebSocket that can go down, drop every socket, and count the sockets each machine holds.
 *
 * What it checks (`audit`): every chat and tip event the room logged after the client first
 * synced was handed on once, or lies inside a gap marker; nothing was handed on twice or as the
 * wrong event; the lobby back-off stayed in its window; no machine held two sockets.
 * Used by sockets.property.test.ts and scripts/reconnect-soak.ts.
 */
import { type ActorRefFrom, createActor, type InspectionEvent } from 'xstate';
import { backoffWindow, connectLobbySocket, lobbySocketMachine } from '../../machines/lobby-socket';
import {
  connectRoomSocket,
  type Gap,
  linkRoomToLobby,
  type RoomSocketEmitted,
  roomSocketMachine,
} from '../../machines/room-socket';
import type { WireData } from '../../protocol';
import type { VirtualClock } from '../../simulator/core/clock';
import type { SocketFaults } from '../../simulator/faults';
import { createSimulation, type Simulation } from '../../simulator/simulation';
import type { LoggedEvent } from '../../simulator/socket/room-channel';
import { type ConnectionHandle, endpointOf, V3SocketServer } from '../../simulator/socket/v3-server';
import { Journal, journalInspector } from '../../src/journal/journal';
import { type JournalFile, journalFormat, journalFormatVersion } from '../../src/journal/journal-file';
import { createWebSocketTransport } from '../../src/transport/websocket-transport';

export const stage = 'demo_model';
const audited = new Set(['v3.chat.message', 'v3.tip.received']);

interface XStateClock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

/** XState's clock over the simulator's: machine timers and world timers share one queue. */
function xstateClockOf(clock: VirtualClock): XStateClock {
  const cancels = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout(fn, timeout) {
      next += 1;
      const id = next;
      cancels.set(
        id,
        clock.schedule(timeout, () => {
          cancels.delete(id);
          fn();
        }),
      );
      return id;
    },
    clearTimeout(id) {
      cancels.get(id as number)?.();
      cancels.delete(id as number);
    },
  };
}

type Scope = 'lobby' | 'room';

/**
 * The network: an in-memory WebSocket whose open, frames and close each take `latencyMs` of
 * virtual time. Down, a new socket fails (close 1006) and `dropAll` cuts the live ones.
 */
export class SimNetwork {
  up = true;
  readonly held: Record<Scope, number> = { lobby: 0, room: 0 };
  readonly maxHeld: Record<Scope, number> = { lobby: 0, room: 0 };
  readonly sockets = new Set<{ readonly scope: Scope; drop(): void }>();
  opened = 0;
  readonly WebSocket: typeof WebSocket;

  constructor(server: V3SocketServer, clock: VirtualClock, latencyMs = 1) {
    const network = this;
    class SimWebSocket {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readyState = 0;
      binaryType = 'arraybuffer';
      onopen: ((event: unknown) => void) | null = null;
      onmessage: ((event: { data: WireData }) => void) | null = null;
      onclose: ((event: { code: number; reason: string }) => void) | null = null;
      #handle: ConnectionHandle | null = null;
      #released = false;
      readonly scope: Scope;

      constructor(readonly url: string) {
        const endpoint = endpointOf(new URL(url).pathname);
        this.scope = endpoint?.scope ?? 'room';
        network.held[this.scope] += 1;
        network.maxHeld[this.scope] = Math.max(network.maxHeld[this.scope], network.held[this.scope]);
        network.sockets.add(this);
        clock.schedule(latencyMs, () => {
          if (this.readyState !== 0) return;
          if (!network.up || !endpoint) {
            this.#closedByNetwork(1006, 'unreachable');
            return;
          }
          network.opened += 1;
          this.#handle = server.connect(endpoint, {
            send: (frame) =>
              clock.schedule(latencyMs, () => {
                if (this.readyState === 1) this.onmessage?.({ data: frame });
              }),
            close: (code, reason) => {
              this.#handle = null;
              clock.schedule(latencyMs, () => this.#closedByNetwork(code, reason));
            },
          });
          this.readyState = 1;
          this.onopen?.({});
        });
      }

      send(data: WireData) {
        if (this.readyState !== 1) throw new Error('not open');
        clock.schedule(latencyMs, () => this.#handle?.receive(data));
      }

      /** The client closes: the server hears of it, the socket is no longer held. */
      close() {
        if (this.readyState === 3) return;
        this.readyState = 3;
        this.#handle?.closed();
        this.#handle = null;
        this.#release();
      }

      /** The connection is cut under both ends. */
      drop() {
        if (this.readyState === 3) return;
        this.#handle?.closed();
        this.#handle = null;
        this.readyState = 2;
        clock.schedule(latencyMs, () => this.#closedByNetwork(1006, 'connection lost'));
      }

      #closedByNetwork(code: number, reason: string) {
        if (this.readyState === 3) return;
        this.readyState = 3;
        this.#release();
        this.onclose?.({ code, reason });
      }

      #release() {
        if (this.#released) return;
        this.#released = true;
        network.held[this.scope] -= 1;
        network.sockets.delete(this);
      }
    }
    this.WebSocket = SimWebSocket as unknown as typeof WebSocket;
  }

  /** Cut the live sockets (of one scope, or all). */
  dropAll(scope?: Scope) {
    for (const socket of [...this.sockets]) if (!scope || socket.scope === scope) socket.drop();
  }

  setUp(up: boolean) {
    this.up = up;
    if (!up) this.dropAll();
  }
}

/** What the room machine handed on, with the room life (epoch) it belongs to. */
export type Handed =
  | { kind: 'event'; epoch: string; seq: number; type: string }
  | { kind: 'gap'; epoch: string; gap: Gap };

export interface SocketWorldOptions {
  /** The simulator's seed. */
  seed: string;
  /** The lobby's back-off jitter seed. */
  randomSeed: number;
  /** A scenario that keeps the room busy (default busy-room). */
  scenario?: string;
  latencyMs?: number;
}

export function createSocketWorld(options: SocketWorldOptions) {
  const sim: Simulation = createSimulation({ seed: options.seed, scenario: options.scenario ?? 'busy-room' });
  const clock = sim.world.clock;
  const server = new V3SocketServer(sim, { socketOrigin: 'ws://sim.test' });
  const network = new SimNetwork(server, clock, options.latencyMs ?? 1);
  const transport = createWebSocketTransport({ WebSocket: network.WebSocket });
  const xclock = xstateClockOf(clock);

  // The room's log as the server appends it, each event with its room life.
  const logged: (LoggedEvent & { epoch: string })[] = [];
  const lives: string[] = [];
  const channel = server.channel(stage);
  lives.push(channel.epoch);
  const append = channel.append.bind(channel);
  channel.append = (event) => {
    const entry = append(event);
    if (lives.at(-1) !== channel.epoch) lives.push(channel.epoch);
    logged.push({ ...entry, epoch: channel.epoch });
    return entry;
  };

  // The journal the app keeps (src/journal), under the app's actor ids, so a run can be replayed.
  const journal = new Journal(
    { simulatorSeed: null, note: `socket world ${options.seed}` },
    Number.POSITIVE_INFINITY,
  );
  const lobbyInput = {
    url: server.lobbyUrl,
    token: '',
    loggedIn: false,
    version: '3.1',
    randomSeed: options.randomSeed,
  };
  const roomInput = { room: stage, token: '', version: '3.1' };
  const roomActorId = `room:${stage}`;
  for (const [actor, input] of [
    ['lobby', lobbyInput],
    [roomActorId, roomInput],
  ] as const)
    journal.record({ at: clock.now(), actor, kind: 'spawn', event: { type: 'actor.spawned', input } });

  const badDelays: string[] = [];
  const lobby = createActor(lobbySocketMachine().provide({ actors: { transport } }), {
    clock: xclock,
    input: lobbyInput,
    inspect: journalInspector(journal, 'lobby', () => clock.now()),
  });
  lobby.subscribe((snapshot) => {
    if (!snapshot.matches({ link: 'retrying' })) return;
    const { failures, retryDelayMs } = snapshot.context;
    const { minMs, maxMs } = backoffWindow(failures - 1);
    if (retryDelayMs < Math.max(50, minMs) || retryDelayMs > Math.min(3_000, maxMs))
      badDelays.push(`${retryDelayMs} ms after ${failures} failures`);
  });

  // The room life the client is in: room sockets name it in v3.authorize.success (never faulted).
  let clientEpoch = '';
  let roomRef: ActorRefFrom<ReturnType<typeof roomSocketMachine>> | undefined;
  const journalRoom = journalInspector(journal, roomActorId, () => clock.now());
  const inspect = (inspection: InspectionEvent) => {
    journalRoom(inspection);
    if (inspection.type !== '@xstate.event' || inspection.actorRef !== roomRef) return;
    const { event } = inspection;
    if (event.type === 'v3.authorize.success' && typeof event.payload?.epoch === 'string')
      clientEpoch = event.payload.epoch;
  };
  const room = createActor(roomSocketMachine().provide({ actors: { transport } }), {
    clock: xclock,
    input: roomInput,
    inspect,
  });
  roomRef = room;

  const handed: Handed[] = [];
  /** Everything the room machine emitted, to compare with a replay of the journal. */
  const emitted: RoomSocketEmitted[] = [];
  let baseline: { epoch: string; seq: number } | null = null;
  room.on('*', (event: RoomSocketEmitted) => {
    emitted.push(event);
    if (event.type === 'chat.gap') handed.push({ kind: 'gap', epoch: clientEpoch, gap: event.gap });
    else if (event.type === 'chat.backfilled')
      handed.push({ kind: 'event', epoch: clientEpoch, seq: event.entry.seq, type: 'v3.chat.message' });
    else if (audited.has(event.type) && 'seq' in event && event.seq !== undefined)
      handed.push({ kind: 'event', epoch: clientEpoch, seq: event.seq, type: event.type });
  });

  lobby.start();
  room.start();
  linkRoomToLobby(lobby, room);
  room.send({ type: 'room.join' });

  const isSettled = () => {
    const { sequence } = room.getSnapshot().context;
    return (
      connectLobbySocket(lobby.getSnapshot()).status === 'authorized' &&
      connectRoomSocket(room.getSnapshot()).status === 'joined' &&
      sequence.synced &&
      sequence.pending.length === 0
    );
  };

  // When both machines last became connected and in sync (null while they are not).
  let settledSince: number | null = null;
  const noteSettled = () => {
    const settled = isSettled();
    if (settled && settledSince === null) settledSince = clock.now();
    else if (!settled) settledSince = null;
  };
  lobby.subscribe(noteSettled);
  room.subscribe(noteSettled);

  return {
    sim,
    server,
    network,
    lobby,
    room,
    handed,
    emitted,
    journal,
    badDelays,
    lives,
    clock,
    isSettled,
    wait: (ms: number) => clock.advance(ms),
    /**
     * Wait (at most `limitMs`) until both machines are connected and the room is in sync; returns
     * the exact virtual time that took (the clock itself may have run up to `stepMs` further).
     */
    waitSettled(limitMs = 30_000, stepMs = 25): number {
      const start = clock.now();
      while (settledSince === null && clock.now() - start < limitMs) clock.advance(stepMs);
      return settledSince === null ? clock.now() - start : Math.max(0, settledSince - start);
    },
    /** From now on every logged chat and tip must reach the client (call once, when settled). */
    markBaseline() {
      baseline = { epoch: clientEpoch, seq: room.getSnapshot().context.sequence.lastSeq };
    },
    setFaults(socket: Partial<SocketFaults>) {
      sim.control({ type: 'faults.set', socket });
    },
    clearFaults() {
      sim.control({
        type: 'faults.set',
        socket: { drop: 0, duplicate: 0, reorder: 0, malformed: 0, delayMs: [0, 0] },
      });
    },
    /** The journal as the app exports it. */
    journalFile(): JournalFile {
      return {
        format: journalFormat,
        version: journalFormatVersion,
        header: journal.header,
        endedAt: clock.now(),
        dropped: journal.dropped,
        entries: journal.entries(),
      };
    },
    audit: () =>
      audit(logged, lives, handed, baseline, clientEpoch, room.getSnapshot().context.sequence.lastSeq),
    stop() {
      room.stop();
      lobby.stop();
      sim.stopScenario();
      server.stop();
    },
  };
}

export type SocketWorld = ReturnType<typeof createSocketWorld>;

export interface AuditReport {
  /** Chat and tip events the room logged that the client had to get. */
  expected: number;
  delivered: number;
  /** Expected events the client never got (each must lie inside a gap marker). */
  missing: number;
  gapsMarked: number;
  /** Runs of consecutive expected events the client never got (the gaps a user would notice). */
  holes: number;
  /** Missing events no marker covers: must be 0. */
  unmarked: string[];
  /** Events handed on twice: must be 0. */
  duplicates: string[];
  /** Handed on but not what the room logged under that seq: must be 0. */
  wrong: string[];
}

/**
 * Compares what the room machine handed on with the room's log. Checked: events after the baseline
 * up to the client's final seq in its final life (later ones are still on the wire).
 */
function audit(
  logged: readonly (LoggedEvent & { epoch: string })[],
  lives: readonly string[],
  handed: readonly Handed[],
  baseline: { epoch: string; seq: number } | null,
  finalEpoch: string,
  finalSeq: number,
): AuditReport {
  const key = (epoch: string, seq: number) => `${lives.indexOf(epoch)}#${seq}`;
  const lifeIndex = (epoch: string) => lives.indexOf(epoch);
  const base = baseline ?? { epoch: lives[0] ?? '', seq: Number.POSITIVE_INFINITY };
  const inScope = (epoch: string, seq: number) => {
    const life = lifeIndex(epoch);
    if (life < lifeIndex(base.epoch) || (epoch === base.epoch && seq <= base.seq)) return false;
    return life < lifeIndex(finalEpoch) || (epoch === finalEpoch && seq <= finalSeq);
  };
  const byKey = new Map(logged.map((entry) => [key(entry.epoch, entry.seq), entry]));

  const seen = new Set<string>();
  const duplicates: string[] = [];
  const wrong: string[] = [];
  // Covered seqs, per life, from the gap markers: [life, after, before) intervals.
  const covered: { life: number; after: number; before: number }[] = [];
  let lastLife = lifeIndex(base.epoch);
  for (const item of handed) {
    const life = lifeIndex(item.epoch);
    if (item.kind === 'gap') {
      const { gap } = item;
      if (gap.reason === 'restart') {
        // The rest of the life the client was in, every life it never saw, the start of this one.
        covered.push({ life: lastLife, after: gap.afterSeq, before: Number.POSITIVE_INFINITY });
        for (let skipped = lastLife + 1; skipped < life; skipped += 1)
          covered.push({ life: skipped, after: 0, before: Number.POSITIVE_INFINITY });
        covered.push({ life, after: 0, before: gap.beforeSeq });
      } else covered.push({ life, after: gap.afterSeq, before: gap.beforeSeq });
      lastLife = life;
      continue;
    }
    const id = key(item.epoch, item.seq);
    if (seen.has(id)) duplicates.push(`${item.type} ${id}`);
    seen.add(id);
    const source = byKey.get(id);
    if (source && source.event.type !== item.type) wrong.push(`${id}: ${item.type} for ${source.event.type}`);
    if (!source) wrong.push(`${id}: ${item.type} never logged`);
    lastLife = life;
  }

  let expected = 0;
  let delivered = 0;
  let missing = 0;
  let holes = 0;
  let inHole = false;
  const unmarked: string[] = [];
  for (const entry of logged) {
    if (!audited.has(entry.event.type) || !inScope(entry.epoch, entry.seq)) continue;
    expected += 1;
    const id = key(entry.epoch, entry.seq);
    if (seen.has(id)) {
      delivered += 1;
      inHole = false;
      continue;
    }
    missing += 1;
    if (!inHole) holes += 1;
    inHole = true;
    const life = lifeIndex(entry.epoch);
    const marked = covered.some(
      (span) => span.life === life && entry.seq > span.after && entry.seq < span.before,
    );
    if (!marked) unmarked.push(`${entry.event.type} ${id}`);
  }
  return {
    expected,
    delivered,
    missing,
    holes,
    gapsMarked: handed.filter((item) => item.kind === 'gap').length,
    unmarked,
    duplicates,
    wrong,
  };
}
