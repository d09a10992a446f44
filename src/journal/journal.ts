/**
 * The journal: every input the connection machines receive (decoded frames, user intents, API
 * results, the lobby-room link), every frame they send, and every machine started, each with its
 * virtual time. State is a fold of the machines over it, so a journal and the simulator seed make a
 * complete bug report (docs/decisions/0010-journal-and-replay.md).
 *
 * Bounded: past `capacity` entries the oldest are dropped and counted; such a journal still exports,
 * but only a complete one replays.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';

/**
 * inbound: a frame or socket fact from the machine's transport. outbound: a frame it sent.
 * input: anything else handed to it from outside (intent, API result, link). spawn: a machine started.
 */
export type JournalKind = 'spawn' | 'inbound' | 'outbound' | 'input';

export interface JournalEvent {
  type: string;
  [key: string]: unknown;
}

export interface JournalEntry {
  /** Virtual milliseconds since the session started. */
  at: number;
  /** Which machine: `lobby` or `room:<name>`. */
  actor: string;
  kind: JournalKind;
  event: JournalEvent;
}

export interface JournalHeader {
  /** The simulator's seed, when the session ran against the simulator (null for a real backend). */
  simulatorSeed: number | null;
  /** What the recording ran: build, backend kind, free text. */
  note?: string;
}

export const defaultJournalCapacity = 50_000;

export class Journal {
  private readonly ring: JournalEntry[] = [];
  private start = 0;
  private droppedCount = 0;

  constructor(
    readonly header: JournalHeader,
    readonly capacity = defaultJournalCapacity,
  ) {}

  record(entry: JournalEntry): void {
    if (this.ring.length < this.capacity) {
      this.ring.push(entry);
      return;
    }
    this.ring[this.start] = entry;
    this.start = (this.start + 1) % this.capacity;
    this.droppedCount += 1;
  }

  /** The kept entries, oldest first. */
  entries(): JournalEntry[] {
    return [...this.ring.slice(this.start), ...this.ring.slice(0, this.start)];
  }

  /** Entries dropped for the bound; a journal that dropped any cannot be replayed. */
  get dropped(): number {
    return this.droppedCount;
  }
}

/**
 * An XState inspector that journals one root actor: events from outside and from its transport,
 * and the frames it hands its transport. Timers, raised events and other children are left out:
 * the machines recompute them.
 */
export function journalInspector(journal: Journal, actor: string, now: () => number) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.event') return;
    const { event } = inspection;
    const actorRef = inspection.actorRef as AnyActorRef;
    const sourceRef = inspection.sourceRef as AnyActorRef | undefined;
    const isRoot = actorRef._parent === undefined;
    if (isRoot && !event.type.startsWith('xstate.')) {
      if (sourceRef === undefined) journal.record({ at: now(), actor, kind: 'input', event });
      else if (isTransportOf(sourceRef, actorRef))
        journal.record({ at: now(), actor, kind: 'inbound', event });
    } else if (
      event.type === 'socket.send' &&
      actorRef._parent &&
      isTransportOf(actorRef, actorRef._parent)
    ) {
      journal.record({ at: now(), actor, kind: 'outbound', event: event.event as JournalEvent });
    }
  };
}

function isTransportOf(child: AnyActorRef, parent: AnyActorRef): boolean {
  return child.id === 'transport' && child._parent === parent && parent._parent === undefined;
}
