/**
 * The paid-show machines and the simulated backend, together and in process: the client machines
 * call the msw handlers through getResponse (HTTP, with injected 5xx), world facts reach them as v3
 * ServerEvents through a small adapter (dropped while "disconnected", resynced from the room and
 * user answers on reconnect), and the checks after every command compare the client with the
 * ledger. Used by shows.property.test.ts (1,000 runs) and `npm run prop:shows` (10,000 runs).
 */
import fc from 'fast-check';
import { type AnyActorRef, createActor, fromPromise, SimulatedClock } from 'xstate';
import { limitedShowMachine } from '../../machines/limited-show';
import { privateShowMachine } from '../../machines/private-show';
import { spyMachine } from '../../machines/spy';
import { createHandlers } from '../../simulator/api/handlers';
import { TestClient } from '../../simulator/api/test-client';
import { accountOf, type LedgerEntry } from '../../simulator/ledger/ledger';
import { createSimulation, type Simulation } from '../../simulator/simulation';
import type { WorldFact } from '../../simulator/world/facts';
import type { Account } from '../../simulator/world/types';
import {
  limitedFacts,
  privateFacts,
  type ShowsRoom,
  showsRoomSchema,
  spyFacts,
} from '../../src/room/shows/room-facts';
import { type FeatureOp, FeaturesClient } from './features.model';

export type Op =
  | { op: 'request'; exclusive: boolean }
  | { op: 'accept' }
  | { op: 'decline' }
  | { op: 'tick' }
  | { op: 'end' }
  | { op: 'modelEnd' }
  | { op: 'spy' }
  | { op: 'spyEnd' }
  | { op: 'ticket' }
  | { op: 'recording' }
  | { op: 'showEnd' }
  | { op: 'tip'; amount: number }
  | { op: 'disconnect' }
  | { op: 'reconnect' }
  | { op: 'http5xx' }
  | { op: 'wait'; ms: number }
  | FeatureOp;

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const just = <T extends Op>(op: T) => fc.constant(op);
export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  weighted(4, fc.record({ op: fc.constant('request' as const), exclusive: fc.boolean() })),
  weighted(3, just({ op: 'accept' })),
  weighted(1, just({ op: 'decline' })),
  weighted(4, just({ op: 'tick' })),
  weighted(2, just({ op: 'end' })),
  weighted(1, just({ op: 'modelEnd' })),
  weighted(3, just({ op: 'spy' })),
  weighted(1, just({ op: 'spyEnd' })),
  weighted(2, just({ op: 'ticket' })),
  weighted(1, just({ op: 'recording' })),
  weighted(1, just({ op: 'showEnd' })),
  weighted(1, fc.record({ op: fc.constant('tip' as const), amount: fc.integer({ min: 1, max: 400 }) })),
  weighted(
    2,
    fc.record({
      op: fc.constant('splitPropose' as const),
      splitters: fc.integer({ min: 1, max: 4 }),
      amount: fc.integer({ min: 0, max: 150 }),
    }),
  ),
  weighted(2, just({ op: 'splitJoin' })),
  weighted(2, just({ op: 'otherJoinsSplit' })),
  weighted(1, just({ op: 'splitCancel' })),
  weighted(2, just({ op: 'toyTurn' })),
  weighted(1, just({ op: 'otherToyTurn' })),
  weighted(1, just({ op: 'disconnect' })),
  weighted(1, just({ op: 'reconnect' })),
  weighted(1, just({ op: 'http5xx' })),
  weighted(2, fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 90_000 }) })),
);

const minute = 60_000;

/** One simulation shared by many runs (building a world takes ~0.4 s); each run resets the shows. */
export interface Backend {
  sim: Simulation;
  client: TestClient;
  me: Account;
  other: Account;
  rooms: { privateRoom: string; spyRoom: string; ticketRoom: string };
}

export async function createBackend(): Promise<Backend> {
  const sim = createSimulation({ seed: 'livecams' });
  const client = new TestClient(createHandlers(sim));
  await client.login('demo_member');
  const me = sim.world.accountByName('demo_member') as Account;
  const other = sim.world.accountByName('demo_whale') as Account;
  const candidates = sim.world.data.models.filter((model) => {
    const profile = model.model;
    return (
      profile &&
      model.username !== 'demo_model' &&
      profile.status === 'online' &&
      profile.allowsPrivate &&
      profile.allowsSpy &&
      !profile.isVoyeur &&
      !profile.inVersus &&
      !profile.isAi
    );
  });
  const [spyRoom, ticketRoom] = candidates.map((model) => model.username);
  if (!spyRoom || !ticketRoom) throw new Error('the seeded world has no rooms for spy and ticket shows');
  return { sim, client, me, other, rooms: { privateRoom: 'demo_model', spyRoom, ticketRoom } };
}

/** What the runs exercised, so a report can show the commands reached the interesting paths. */
export const showStats = {
  commands: 0,
  privates: 0,
  spies: 0,
  tickets: 0,
  refunds: 0,
  ends: 0,
  failedCalls: 0,
};

export class ShowsRun {
  readonly violations: string[] = [];
  readonly clock = new SimulatedClock();
  connected = true;
  #pending = 0;
  #unsubscribe: Array<() => void> = [];
  /** Server-side: no private or spy minute may be charged to me while these are true. */
  #privateClosed = true;
  #spyClosed = true;
  #refundWindowMs = 0;
  /** My ticket to the running ticket show (its ledger entry), until that show ends. */
  #myTicketSeq: number | null = null;
  #tipStore = new Map<string, number>();
  readonly privateActor;
  readonly spyActor;
  readonly limitedActor;
  readonly features: FeaturesClient;

  constructor(readonly backend: Backend) {
    const { sim, client, rooms } = backend;
    const world = sim.world;
    const call = async <T>(work: () => Promise<T>) => {
      this.#pending += 1;
      try {
        return await work();
      } finally {
        this.#pending -= 1;
      }
    };
    const post = (path: string, body: unknown = {}) =>
      call(async () => {
        const answer = await client.post(path, body);
        if (answer.status !== 200) {
          showStats.failedCalls += 1;
          throw new Error(String(answer.json?.message ?? answer.json?.error ?? answer.status));
        }
        return answer.json;
      });
    const balance = world.tokensOf(backend.me.id);
    this.privateActor = createActor(
      privateShowMachine().provide({
        actors: {
          requestPrivate: fromPromise(async ({ input }) => {
            await post(`/private/${input.model}/request`, { exclusive: input.exclusive });
          }),
          endPrivate: fromPromise(async ({ input }) => {
            await post(`/private/${input.model}/end`);
          }),
        },
      }),
      {
        clock: this.clock,
        input: {
          room: privateFacts(this.#roomSync(rooms.privateRoom)),
          viewer: {
            loggedIn: true,
            username: 'demo_member',
            isStreamer: false,
            postpay: false,
            postpayCredit: 0,
          },
          balance,
        },
      },
    ).start();
    this.spyActor = createActor(
      spyMachine().provide({
        actors: {
          fetchPreviewSeconds: fromPromise(async ({ input }) =>
            call(async () => {
              const answer = await client.get(`/video/spy/${input.model}/preview-duration`);
              if (answer.status !== 200) throw new Error('preview');
              return Number(answer.json.seconds);
            }),
          ),
          readStartupTipAge: fromPromise(async ({ input }) => {
            const paidAt = this.#tipStore.get(input.model);
            return paidAt === undefined ? null : world.clock.now() - paidAt;
          }),
          startSpy: fromPromise(async ({ input }) => {
            this.#spyClosed = false;
            const json = await post(`/video/spy/${input.model}`);
            return { pricePerMinute: Number(json.cost_per_minute), startupTip: Number(json.startup_tip) };
          }),
          endSpy: fromPromise(async ({ input }) => {
            await post(`/video/spyend/${input.model}`);
          }),
        },
        actions: {
          rememberStartupTip: ({ context }) => this.#tipStore.set(context.room.model, world.clock.now()),
        },
      }),
      {
        clock: this.clock,
        input: { room: spyFacts(this.#roomSync(rooms.spyRoom)), loggedIn: true, balance },
      },
    ).start();
    this.limitedActor = createActor(
      limitedShowMachine().provide({
        actors: {
          buyTicket: fromPromise(async ({ input }) => {
            await post(`/limited/${input.model}/ticket`);
          }),
          buyRecording: fromPromise(async ({ input }) => {
            await post(`/limited/${input.model}/recording`);
          }),
        },
      }),
      {
        clock: this.clock,
        input: { room: limitedFacts(this.#roomSync(rooms.ticketRoom)), loggedIn: true, balance },
      },
    ).start();
    this.features = new FeaturesClient(
      sim,
      client,
      backend.me,
      backend.other,
      rooms.privateRoom,
      this.clock,
      post,
    );
    this.#unsubscribe.push(world.subscribe((fact) => this.#onFact(fact)));
    this.#unsubscribe.push(world.ledger.subscribe((entry) => this.#onEntry(entry)));
  }

  /** The room answer as the in-page client would get it, read synchronously from the world. */
  #roomSync(username: string): ShowsRoom {
    const world = this.backend.sim.world;
    const model = world.model(username) as Account;
    const room = world.room(username);
    const me = this.backend.me;
    const show = room?.limitedShow ?? null;
    const profile = model.model as NonNullable<Account['model']>;
    const mode =
      room?.privateShow?.viewerId === me.id
        ? 'private'
        : room?.spies.has(me.username)
          ? 'spy'
          : show?.tickets.has(me.username)
            ? 'limited'
            : 'public';
    return showsRoomSchema.parse({
      chat: { status: profile.status, installedAppId: show ? 14 : null },
      mode,
      user: { username, isVoyeur: profile.isVoyeur, canChargeSpyStartupTip: profile.spyStartupTip > 0 },
      private: {
        isEnabled: profile.allowsPrivate,
        pricePerMinuteInToken: profile.privateRate,
        exclusivePricePerMinuteInToken: profile.privateRate * 2,
        isExclusiveEnabled: profile.allowsExclusive,
        isRecordingEnabled: false,
        isPreTipEnabled: false,
        preTipCost: 0,
        isWatchPornTogetherEnabled: false,
        privateMinimumDuration: 60,
      },
      privateDiscount: null,
      privateExclusive: room?.privateShow?.exclusive ?? false,
      spy: {
        isEnabled: profile.allowsSpy,
        pricePerMinuteInToken: profile.spyRate,
        startupTipInToken: profile.spyStartupTip,
      },
      limitedShow: show
        ? {
            purchased_ticket: show.tickets.has(me.username),
            purchased_recording: show.recordings.has(me.username),
            ticket_price: show.ticketPrice,
            recording_price: show.recordingPrice,
            refund_joined_minute_before_end: show.refundMinutesBeforeEnd,
          }
        : null,
    });
  }

  /** GET chat/react/{room} through the handlers, as the app refetches it after a reconnect. */
  async #roomOverHttp(username: string): Promise<ShowsRoom | null> {
    const answer = await this.backend.client.get(`/chat/react/${username}`);
    if (answer.status !== 200) return null;
    const parsed = showsRoomSchema.safeParse(answer.json);
    if (!parsed.success) {
      this.violations.push(`room answer for ${username} failed validation: ${parsed.error.message}`);
      return null;
    }
    return parsed.data;
  }

  #sendAll(event: Parameters<AnyActorRef['send']>[0]) {
    for (const actor of [this.privateActor, this.spyActor, this.limitedActor]) actor.send(event as never);
  }

  #onFact(fact: WorldFact) {
    const { me, rooms } = this.backend;
    this.features.onFact(fact, this.connected);
    if ('viewer' in fact && fact.viewer === me.username) {
      if (fact.type === 'private.started') showStats.privates += 1;
      if (fact.type === 'spy.started') showStats.spies += 1;
      if (fact.type === 'ticket.bought') showStats.tickets += 1;
      if (fact.type === 'private.ended' || fact.type === 'spy.ended') showStats.ends += 1;
    }
    if (fact.type === 'limited.ended' && fact.refunded.includes(me.username)) showStats.refunds += 1;
    if (fact.type === 'private.requested' && fact.viewer === me.username) this.#privateClosed = false;
    if (fact.type === 'private.ended' && fact.viewer === me.username) this.#privateClosed = true;
    if (fact.type === 'private.declined' && fact.viewer === me.username && !this.#privateOpenOnServer())
      this.#privateClosed = true;
    if (fact.type === 'spy.ended' && fact.viewer === me.username) this.#spyClosed = true;
    if (fact.type === 'ticket.bought' && fact.room === rooms.ticketRoom && fact.viewer === me.username) {
      this.#myTicketSeq = this.backend.sim.world.ledger.entries().length;
      this.#refundWindowMs =
        (this.backend.sim.world.room(rooms.ticketRoom)?.limitedShow?.refundMinutesBeforeEnd ?? 0) * minute;
    }
    if (fact.type === 'limited.ended' && fact.room === rooms.ticketRoom) this.#checkRefund(fact.at);
    if (!this.connected) return;
    const parties = (room: string) => ({ broadcaster: room, username: me.username });
    switch (fact.type) {
      case 'private.started':
        if (fact.viewer === me.username)
          this.privateActor.send({
            type: 'v3.private.started',
            payload: {
              ...parties(fact.room),
              stream: { edge_servers: [], stream_name: fact.room, token: '' },
              price_per_minute: fact.pricePerMinute,
              prepaid_seconds: 60,
              exclusive: fact.exclusive,
            },
          } as never);
        break;
      case 'private.ticked':
        if (fact.viewer === me.username)
          this.privateActor.send({
            type: 'v3.private.tick',
            payload: {
              price_per_minute: fact.pricePerMinute,
              prepaid_time_left_seconds: fact.prepaidSecondsLeft,
              duration_seconds: fact.durationSeconds,
              tokens_charged: fact.tokensCharged,
              remaining_seconds: fact.remainingSeconds,
            },
          });
        break;
      case 'private.ended':
        if (fact.viewer === me.username)
          this.privateActor.send({
            type: 'v3.private.end',
            payload: { ...parties(fact.room), reason: fact.reason },
          });
        break;
      case 'private.declined':
        if (fact.viewer === me.username)
          this.privateActor.send({ type: 'v3.private.declined', payload: parties(fact.room) });
        break;
      case 'spy.ended':
        if (fact.viewer === me.username)
          this.spyActor.send({ type: 'v3.spy.end', payload: { broadcaster: fact.room } });
        break;
      case 'balance.changed':
        if (fact.userId === me.id)
          this.#sendAll({
            type: 'v3.token.update',
            payload: {
              username: me.username,
              tokens: fact.tokens,
              token_change: fact.change,
              type: fact.kind,
            },
          });
        break;
      case 'model.status.changed':
      case 'limited.started':
      case 'limited.ended':
      case 'ticket.bought':
      case 'recording.bought':
      case 'room.mode.changed':
        this.#pushRoom(fact.room);
        break;
    }
  }

  #pushRoom(room: string) {
    const { rooms } = this.backend;
    if (room === rooms.privateRoom)
      this.privateActor.send({ type: 'room.updated', room: privateFacts(this.#roomSync(room)) });
    if (room === rooms.spyRoom)
      this.spyActor.send({ type: 'room.updated', room: spyFacts(this.#roomSync(room)) });
    if (room === rooms.ticketRoom)
      this.limitedActor.send({ type: 'room.updated', room: limitedFacts(this.#roomSync(room)) });
  }

  #privateOpenOnServer() {
    return (
      this.backend.sim.world.room(this.backend.rooms.privateRoom)?.privateShow?.viewerId ===
      this.backend.me.id
    );
  }

  #onEntry(entry: LedgerEntry) {
    this.features.onEntry(entry);
    if (entry.from !== accountOf(this.backend.me.id)) return;
    if (entry.kind === 'private_minute' && this.#privateClosed)
      this.violations.push(`private minute charged after the private ended (entry ${entry.seq})`);
    if (entry.kind === 'spy_minute' && this.#spyClosed)
      this.violations.push(`spy minute charged after the spy session ended (entry ${entry.seq})`);
  }

  #checkRefund(endedAt: number) {
    const entries = this.backend.sim.world.ledger.entries();
    const ticket = this.#myTicketSeq === null ? undefined : entries[this.#myTicketSeq - 1];
    this.#myTicketSeq = null;
    if (!ticket) return;
    if (ticket.kind !== 'ticket' || ticket.from !== accountOf(this.backend.me.id))
      this.violations.push(`entry ${ticket.seq} is not my ticket`);
    const refunded = entries
      .filter((entry) => entry.kind === 'refund' && entry.memo.refundOf === ticket.seq)
      .reduce((sum, entry) => sum + entry.amount, 0);
    const expected = ticket.at >= endedAt - this.#refundWindowMs ? ticket.amount : 0;
    if (refunded !== expected)
      this.violations.push(`ticket ${ticket.seq} refunded ${refunded}, expected ${expected}`);
  }

  /** Lets every HTTP call and its done event settle: the quiescent point. */
  async settle() {
    for (let round = 0; round < 50; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.#pending === 0 && round > 2) return;
    }
    this.violations.push('client calls did not settle');
  }

  advance(ms: number) {
    this.backend.sim.world.clock.advance(ms);
    this.clock.increment(ms);
  }

  async apply(op: Op) {
    const { sim, me, other, rooms } = this.backend;
    const world = sim.world;
    switch (op.op) {
      case 'request':
        this.privateActor.send({ type: 'private.request', exclusive: op.exclusive });
        this.privateActor.send({ type: 'private.confirm' });
        break;
      case 'accept':
        if (world.room(rooms.privateRoom)?.privateRequests.has(me.username))
          world.acceptPrivate(rooms.privateRoom, me);
        break;
      case 'decline':
        world.declinePrivate(rooms.privateRoom, me.username);
        break;
      case 'tick':
        this.advance(minute);
        break;
      case 'wait':
        this.advance(op.ms);
        break;
      case 'end':
        this.privateActor.send({ type: 'private.end' });
        this.privateActor.send({ type: 'private.end.confirm' });
        break;
      case 'modelEnd':
        world.endPrivate(rooms.privateRoom, 'model_ended');
        break;
      case 'spy':
        if (!world.room(rooms.spyRoom)?.privateShow) {
          world.setModelStatus(rooms.spyRoom, 'online');
          world.requestPrivate(rooms.spyRoom, other);
          world.acceptPrivate(rooms.spyRoom, other);
        }
        this.spyActor.send({ type: 'spy.request' });
        await this.settle();
        this.spyActor.send({ type: 'spy.confirm' });
        break;
      case 'spyEnd':
        this.spyActor.send({ type: 'spy.end' });
        break;
      case 'ticket':
        if (!world.room(rooms.ticketRoom)?.limitedShow) {
          world.setModelStatus(rooms.ticketRoom, 'online');
          world.startLimitedShow(rooms.ticketRoom, { durationMinutes: 10, refundMinutesBeforeEnd: 3 });
        }
        this.limitedActor.send({ type: 'ticket.buy' });
        break;
      case 'recording':
        this.limitedActor.send({ type: 'recording.buy' });
        break;
      case 'showEnd':
        world.endLimitedShow(rooms.ticketRoom);
        break;
      case 'tip': {
        const model = world.model(rooms.privateRoom) as Account;
        await this.backend.client.post(`/tip/${model.id}`, { amount: op.amount, type: 'public' });
        break;
      }
      case 'disconnect':
        this.connected = false;
        break;
      case 'reconnect':
        if (!this.connected) await this.#reconnect();
        break;
      case 'http5xx':
        sim.faults.forcedErrors += 1;
        break;
      default:
        await this.features.apply(op);
    }
    await this.settle();
  }

  /** What the app does when its sockets come back: refetch the rooms and the balance, reconcile. */
  async #reconnect() {
    const { client, me, rooms } = this.backend;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [privateRoom, spyRoom, ticketRoom] = await Promise.all([
        this.#roomOverHttp(rooms.privateRoom),
        this.#roomOverHttp(rooms.spyRoom),
        this.#roomOverHttp(rooms.ticketRoom),
      ]);
      const user = await client.get('/user/current');
      if (!privateRoom || !spyRoom || !ticketRoom || user.status !== 200) continue;
      this.connected = true;
      this.#sendAll({
        type: 'v3.token.update',
        payload: { username: me.username, tokens: Number(user.json.tokens), token_change: 0, type: 'resync' },
      });
      this.privateActor.send({ type: 'room.updated', room: privateFacts(privateRoom) });
      const privateSnapshot = this.privateActor.getSnapshot();
      if (privateSnapshot.matches('active') && privateRoom.mode !== 'private')
        this.privateActor.send({
          type: 'v3.private.end',
          payload: { broadcaster: rooms.privateRoom, username: me.username },
        });
      this.spyActor.send({ type: 'room.updated', room: spyFacts(spyRoom) });
      if (this.spyActor.getSnapshot().matches({ session: 'spying' }) && spyRoom.mode !== 'spy')
        this.spyActor.send({ type: 'v3.spy.end', payload: { broadcaster: rooms.spyRoom } });
      this.limitedActor.send({ type: 'room.updated', room: limitedFacts(ticketRoom) });
      this.features.resync();
      return;
    }
  }

  /** The invariants at a quiescent point. */
  check(label: string) {
    const { sim, me, rooms } = this.backend;
    const ledgerBalance = sim.world.tokensOf(me.id);
    if (this.connected) {
      for (const [name, actor] of [
        ['private', this.privateActor],
        ['spy', this.spyActor],
        ['limited', this.limitedActor],
      ] as const) {
        const shown = actor.getSnapshot().context.balance;
        if (shown !== ledgerBalance)
          this.violations.push(`${label}: ${name} shows ${shown}, ledger has ${ledgerBalance}`);
      }
    }
    const privateActive = this.privateActor.getSnapshot().matches('active');
    const spying = this.spyActor.getSnapshot().matches({ session: 'spying' });
    if (privateActive && spying) this.violations.push(`${label}: client in a private and spying at once`);
    const serverPrivate = this.#privateOpenOnServer();
    const serverSpy = sim.world.room(rooms.spyRoom)?.spies.has(me.username) ?? false;
    if (serverPrivate && serverSpy) this.violations.push(`${label}: server has a private and a spy at once`);
    this.violations.push(...this.features.check(label, this.connected));
  }

  /** Ends whatever the run left running, so the next run starts clean on the shared world. */
  async close() {
    const { sim, me, other, rooms } = this.backend;
    for (const stop of this.#unsubscribe) stop();
    for (const actor of [this.privateActor, this.spyActor, this.limitedActor]) actor.stop();
    this.features.close();
    sim.faults.reset();
    const world = sim.world;
    world.declinePrivate(rooms.privateRoom, me.username);
    world.endPrivate(rooms.privateRoom, 'user_left');
    world.endSpy(rooms.spyRoom, me);
    world.endPrivate(rooms.spyRoom, 'user_left');
    world.endLimitedShow(rooms.ticketRoom);
    for (const account of [me, other]) {
      const short = 5000 - world.tokensOf(account.id);
      if (short > 0)
        world.ledger.record({
          kind: 'free_tokens',
          from: 'house',
          to: accountOf(account.id),
          amount: short,
          at: world.clock.now(),
        });
    }
    world.setModelStatus(rooms.privateRoom, 'online');
    // Let timers of the last run (bot accepts) fire while nobody watches; a new day once the
    // daily spending limits come near, so later runs are not all refused.
    const spent = Math.max(world.spentToday(me.id), world.spentToday(other.id));
    world.clock.advance(spent > 1000 ? 24 * 60 * minute : 5000);
  }
}

/** One model-based run: fast-check commands applied to a fresh run on the shared backend. */
export class ShowCommand implements fc.AsyncCommand<object, ShowsRun> {
  constructor(readonly operation: Op) {}
  check = () => true;
  async run(_model: object, real: ShowsRun) {
    showStats.commands += 1;
    await real.apply(this.operation);
    real.check(JSON.stringify(this.operation));
    if (real.violations.length) throw new Error(real.violations.join('\n'));
  }
  toString = () => JSON.stringify(this.operation);
}

export const commandsArbitrary = (maxCommands: number) =>
  fc.commands([opArbitrary.map((operation) => new ShowCommand(operation))], { maxCommands });

export async function runCommands(backend: Backend, commands: Iterable<fc.AsyncCommand<object, ShowsRun>>) {
  const run = new ShowsRun(backend);
  // The first check: the machines start from the same balance as the ledger.
  await run.settle();
  run.check('start');
  if (run.violations.length) throw new Error(run.violations.join('\n'));
  try {
    await fc.asyncModelRun(() => ({ model: {}, real: run }), commands);
  } finally {
    await run.close();
  }
}
