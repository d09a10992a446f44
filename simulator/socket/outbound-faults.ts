/**
 * Socket faults of one connection, applied to each outbound frame: drop, duplicate, reorder (hold
 * the frame and send it after the next one), malformed (damaged bytes) and delay, drawn from the
 * connection's seeded stream and timed on the world's virtual clock, so a seed replays exactly.
 */
import type { WireData } from '../../protocol';
import type { VirtualClock } from '../core/clock';
import type { Rng } from '../core/prng';
import type { SocketFaults } from '../faults';

export interface FaultCounts {
  sent: number;
  dropped: number;
  duplicated: number;
  reordered: number;
  malformed: number;
  delayed: number;
}

export const emptyCounts = (): FaultCounts => ({
  sent: 0,
  dropped: 0,
  duplicated: 0,
  reordered: 0,
  malformed: 0,
  delayed: 0,
});

/** A frame damaged the way a broken proxy would: truncated text, or bytes cut and flipped. */
export function damage(frame: WireData): WireData {
  if (typeof frame === 'string') return frame.slice(0, Math.max(1, Math.floor(frame.length / 2)));
  const cut = frame.slice(0, Math.max(1, Math.floor(frame.length / 2)));
  cut[0] = 0xc1; // never used in MessagePack: the frame cannot parse
  return cut;
}

export class OutboundFaults {
  readonly counts = emptyCounts();
  #held: WireData | null = null;
  #heldTimer: (() => void) | null = null;

  constructor(
    private readonly rng: Rng,
    private readonly clock: VirtualClock,
    private readonly config: () => SocketFaults,
    private readonly deliver: (frame: WireData) => void,
  ) {}

  /** Sends a frame through the faults. `exempt` frames (the handshake) always go straight out. */
  send(frame: WireData, exempt = false) {
    if (exempt) {
      this.#out(frame);
      return;
    }
    const faults = this.config();
    const fault = this.#pick(faults);
    if (fault === 'drop') {
      this.counts.dropped += 1;
      return;
    }
    if (fault === 'reorder' && this.#held === null) {
      this.counts.reordered += 1;
      this.#held = frame;
      // A held frame is not lost for good: with nothing after it, it goes out a second later.
      this.#heldTimer = this.clock.schedule(1000, () => this.#releaseHeld());
      return;
    }
    if (fault === 'malformed') this.counts.malformed += 1;
    if (fault === 'duplicate') this.counts.duplicated += 1;
    const sent = fault === 'malformed' ? damage(frame) : frame;
    const copies = fault === 'duplicate' ? 2 : 1;
    const [min, max] = faults.delayMs;
    const delay = max > 0 ? this.rng.int(min, max) : 0;
    const emit = () => {
      for (let copy = 0; copy < copies; copy += 1) this.#out(sent);
      this.#releaseHeld();
    };
    if (delay > 0) {
      this.counts.delayed += 1;
      this.clock.schedule(delay, emit);
    } else emit();
  }

  /** One roll decides at most one fault per frame; the rates add up along the roll. */
  #pick(faults: SocketFaults): 'drop' | 'malformed' | 'reorder' | 'duplicate' | null {
    const roll = this.rng.next();
    let bound = 0;
    for (const fault of ['drop', 'malformed', 'reorder', 'duplicate'] as const) {
      bound += faults[fault];
      if (roll < bound) return fault;
    }
    return null;
  }

  /** Forget held and delayed frames (the socket closed). */
  discard() {
    this.#heldTimer?.();
    this.#held = null;
  }

  #releaseHeld() {
    const held = this.#held;
    if (held === null) return;
    this.#held = null;
    this.#heldTimer?.();
    this.#heldTimer = null;
    this.#out(held);
  }

  #out(frame: WireData) {
    this.counts.sent += 1;
    this.deliver(frame);
  }
}
