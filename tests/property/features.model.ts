/**
 * The room features that charge tips outside the shows, for the model-based runs of shows.model.ts:
 * a tip split and Lovense toy control in the private room, driven through their client machines
 * and the simulator's designed routes. Checks at every quiescent point: the client's split and
 * controller match the server's, and every share or queued turn is either kept whole or refunded
 * whole (a canceled split and a reset queue refund exactly what was paid).
 */
import { createActor, fromCallback, fromPromise, type SimulatedClock } from 'xstate';
import { type LovenseRoomFacts, lovenseMachine } from '../../machines/lovense';
import type { ChatStatus } from '../../machines/private-show';
import { type TipSplit, tipSplitMachine } from '../../machines/tip-split';
import type { TestClient } from '../../simulator/api/test-client';
import { accountOf, type LedgerEntry } from '../../simulator/ledger/ledger';
import type { Simulation } from '../../simulator/simulation';
import { deliveriesOf } from '../../simulator/socket/frames';
import type { WorldFact } from '../../simulator/world/facts';
import { tipSplitResetMs, tipSplitView } from '../../simulator/world/tip-split';
import { resetToyControl } from '../../simulator/world/toys';
import type { Account } from '../../simulator/world/types';

export type FeatureOp =
  | { op: 'splitPropose'; splitters: number; amount: number }
  | { op: 'splitJoin' }
  | { op: 'otherJoinsSplit' }
  | { op: 'splitCancel' }
  | { op: 'toyTurn' }
  | { op: 'otherToyTurn' };

const chatStatuses: readonly ChatStatus[] = [
  'offline',
  'online',
  'standby',
  'private',
  'limited',
  'connected',
];
/** The room answer's chat status for a presence (the private room is never an AI or reconnecting). */
const chatStatusOf = (presence: string | undefined): ChatStatus =>
  chatStatuses.find((status) => status === presence) ?? 'offline';

/** What the runs exercised of these features (printed by `npm run prop:shows`). */
export const featureStats = {
  splitShares: 0,
  splitsCanceled: 0,
  splitsFilled: 0,
  toyTurns: 0,
  toyRefunds: 0,
};

export class FeaturesClient {
  readonly tipSplit;
  readonly lovense;
  /** My split shares by ledger seq: open, kept (the split succeeded) or to be refunded (canceled). */
  #myShares = new Map<number, 'open' | 'kept' | 'refunded'>();
  /** My paid toy turns by ledger seq; a started one is played, never refunded. */
  #myTurns: Array<{ seq: number; started: boolean }> = [];

  constructor(
    readonly sim: Simulation,
    readonly client: TestClient,
    readonly me: Account,
    readonly other: Account,
    readonly room: string,
    clock: SimulatedClock,
    post: (path: string, body?: unknown) => Promise<Record<string, unknown>>,
  ) {
    this.tipSplit = createActor(
      tipSplitMachine().provide({
        actors: {
          startSplit: fromPromise(async ({ input }) => {
            await post(`/tip-split/${input.model}`, { splitters: input.splitters, amount: input.amount });
          }),
          joinSplit: fromPromise(async ({ input }) => {
            await post(`/tip-split/${input.model}/join`);
          }),
        },
      }),
      {
        clock,
        input: {
          model: room,
          split: this.#serverSplit(),
          privateRunning: this.#privateRunning(),
          username: me.username,
        },
      },
    ).start();
    this.lovense = createActor(
      lovenseMachine().provide({
        actors: {
          buyTurn: fromPromise(async ({ input }) => {
            const answer = await post(`/lovense/${input.model}/control`);
            return { queued: answer.queued === true };
          }),
          driveToy: fromCallback(({ input, receive }) => {
            receive((event) => void post(`/lovense/${input.model}/command`, { level: event.level }));
          }),
        },
      }),
      { clock, input: { room: this.#toyRoom(), username: me.username, isStreamer: false } },
    ).start();
  }

  #serverSplit(): TipSplit | null {
    const room = this.sim.world.room(this.room);
    return room ? tipSplitView(room) : null;
  }

  #privateRunning() {
    return Boolean(this.sim.world.room(this.room)?.privateShow);
  }

  #toyRoom(): LovenseRoomFacts {
    const toy = this.sim.world.room(this.room)?.toyControl;
    return {
      model: this.room,
      status: chatStatusOf(this.sim.world.model(this.room)?.model?.status),
      available: this.sim.world.model(this.room)?.model?.controlHer === true,
      tokenPrice: toy?.tokenPrice ?? 0,
      durationSeconds: toy?.durationSeconds ?? 0,
      controlType: toy?.controlType ?? 'vibrate',
      controller: toy?.controller?.username ?? null,
    };
  }

  async apply(op: FeatureOp) {
    const world = this.sim.world;
    switch (op.op) {
      case 'splitPropose':
        this.tipSplit.send({ type: 'tipSplit.start', splitters: op.splitters, amount: op.amount });
        break;
      case 'splitJoin':
        this.tipSplit.send({ type: 'tipSplit.join' });
        break;
      case 'otherJoinsSplit':
        if (world.room(this.room)?.tipSplit.mode === 'proposed') world.joinTipSplit(this.room, this.other);
        else world.proposeTipSplit(this.room, this.other, 2, 10);
        break;
      case 'splitCancel':
        world.cancelTipSplit(this.room);
        break;
      case 'toyTurn':
        this.lovense.send({ type: 'lovense.request' });
        break;
      case 'otherToyTurn':
        world.requestToyControl(this.room, this.other);
        break;
    }
  }

  /** World facts as the room socket would carry them (only while connected). */
  onFact(fact: WorldFact, connected: boolean) {
    if (fact.type === 'lovense.control.started' && fact.username === this.me.username) {
      const turn = this.#myTurns.find((candidate) => !candidate.started);
      if (turn) turn.started = true;
    }
    if (fact.type === 'tip_split.changed' && fact.room === this.room) {
      const outcome =
        fact.split.mode === 'success' ? 'kept' : fact.split.mode === 'canceled' ? 'refunded' : null;
      if (outcome === 'kept') featureStats.splitsFilled += 1;
      if (outcome === 'refunded') featureStats.splitsCanceled += 1;
      if (outcome)
        for (const [seq, state] of this.#myShares) if (state === 'open') this.#myShares.set(seq, outcome);
    }
    if (!connected || !('room' in fact) || fact.room !== this.room) return;
    // The room's frames exactly as the v3 server sends them (the model's /tip_split, v3.lovense.*).
    for (const delivery of deliveriesOf(fact, (room) => this.sim.world.model(room)?.id ?? 0))
      if (delivery.to === 'room' && delivery.room === this.room) {
        this.tipSplit.send(delivery.event as never);
        this.lovense.send(delivery.event as never);
      }
    switch (fact.type) {
      case 'private.started':
      case 'private.ended':
        this.tipSplit.send({ type: 'privateRunning.changed', running: this.#privateRunning() });
        break;
      case 'model.status.changed':
        // The room leaving its public show is the mode change that resets control (spec 2 section 4.1).
        this.lovense.send({ type: 'room.updated', room: this.#toyRoom() });
        if (fact.status !== 'online' && fact.status !== 'standby')
          this.lovense.send({ type: 'room.mode.changed' });
        break;
    }
  }

  onEntry(entry: LedgerEntry) {
    if (
      entry.kind === 'refund' &&
      entry.to === accountOf(this.me.id) &&
      entry.memo.reason === 'lovense_reset'
    )
      featureStats.toyRefunds += 1;
    if (entry.from !== accountOf(this.me.id) || entry.kind !== 'tip') return;
    if (entry.memo.source === 'tip_split') {
      this.#myShares.set(entry.seq, 'open');
      featureStats.splitShares += 1;
    }
    if (entry.memo.source === 'lovense_control') {
      this.#myTurns.push({ seq: entry.seq, started: false });
      featureStats.toyTurns += 1;
    }
  }

  /** After a reconnect: the room answer re-read, as the room page does on room.rejoined. */
  resync() {
    this.tipSplit.send({ type: 'tipSplit.updated', split: this.#serverSplit() });
    this.tipSplit.send({ type: 'privateRunning.changed', running: this.#privateRunning() });
    this.lovense.send({ type: 'room.updated', room: this.#toyRoom() });
  }

  check(label: string, connected: boolean): string[] {
    const violations: string[] = [];
    const world = this.sim.world;
    const room = world.room(this.room);
    if (!room) return [`${label}: no room ${this.room}`];
    if (connected) {
      const shown = this.tipSplit.getSnapshot().context.split?.mode ?? null;
      if (shown !== room.tipSplit.mode)
        violations.push(`${label}: client shows split ${shown}, server has ${room.tipSplit.mode}`);
      const controller = this.lovense.getSnapshot().context.control?.username ?? null;
      const serverController = room.toyControl.controller?.username ?? null;
      if (controller !== serverController)
        violations.push(
          `${label}: client shows toy controller ${controller}, server has ${serverController}`,
        );
    }
    const paid = (seq: number) => world.ledger.entry(seq)?.amount ?? 0;
    const left = (seq: number) => world.ledger.refundable(seq);
    for (const [seq, state] of this.#myShares) {
      const expected = state === 'refunded' ? 0 : paid(seq);
      if (left(seq) !== expected)
        violations.push(`${label}: ${state} share ${seq} has ${left(seq)} refundable, expected ${expected}`);
    }
    // A queued turn that never started is refunded whole when the queue resets; a started one never.
    const queued = new Set(room.toyControl.queue.map((entry) => entry.seq));
    for (const turn of this.#myTurns) {
      const rest = left(turn.seq);
      if (turn.started && rest !== paid(turn.seq))
        violations.push(`${label}: toy turn ${turn.seq} was played and refunded`);
      if (!turn.started && !queued.has(turn.seq) && rest !== 0)
        violations.push(`${label}: toy turn ${turn.seq} dropped from the queue without its refund`);
    }
    return violations;
  }

  /** Leaves the room clean for the next run: no split, no turn, no queue (refunds included). */
  close() {
    this.tipSplit.stop();
    this.lovense.stop();
    const world = this.sim.world;
    const room = world.room(this.room);
    if (!room) return;
    world.cancelTipSplit(this.room);
    resetToyControl(world, room);
    world.clock.advance(tipSplitResetMs);
  }
}
