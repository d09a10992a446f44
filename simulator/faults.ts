import type { Rng } from './core/prng';

/** HTTP faults, decided per request with the simulation's seeded randomness. */
export interface HttpFaults {
  /** Share of API requests answered 500/502/503. */
  serverErrorRate: number;
  /** Share of API requests that time out (held, then answered 504). */
  timeoutRate: number;
  timeoutMs: number;
  /** Extra latency added to every API answer, drawn uniformly from this range. */
  delayMs: [number, number];
  /** Only paths containing one of these apply (all paths when empty). */
  paths: string[];
}

/** Socket faults, read by the v3 socket server (it applies them per frame). */
export interface SocketFaults {
  drop: number;
  duplicate: number;
  reorder: number;
  malformed: number;
  delayMs: [number, number];
}

export interface FaultConfig {
  http: HttpFaults;
  socket: SocketFaults;
}

export const noFaults = (): FaultConfig => ({
  http: { serverErrorRate: 0, timeoutRate: 0, timeoutMs: 30_000, delayMs: [0, 0], paths: [] },
  socket: { drop: 0, duplicate: 0, reorder: 0, malformed: 0, delayMs: [0, 0] },
});

export type HttpFault =
  | { kind: 'error'; status: number }
  | { kind: 'timeout'; ms: number }
  | { kind: 'delay'; ms: number };

export class FaultPlan {
  config: FaultConfig = noFaults();
  /** Requests still to fail, whatever the rates (dev drawer: "next call fails"). */
  forcedErrors = 0;

  constructor(private readonly rng: Rng) {}

  configure(partial: { http?: Partial<HttpFaults>; socket?: Partial<SocketFaults> }) {
    this.config = {
      http: { ...this.config.http, ...partial.http },
      socket: { ...this.config.socket, ...partial.socket },
    };
  }

  reset() {
    this.config = noFaults();
    this.forcedErrors = 0;
  }

  decide(path: string): HttpFault | null {
    const { http } = this.config;
    if (this.forcedErrors > 0) {
      this.forcedErrors -= 1;
      return { kind: 'error', status: 503 };
    }
    if (http.paths.length && !http.paths.some((part) => path.includes(part))) return null;
    const roll = this.rng.next();
    if (roll < http.serverErrorRate) return { kind: 'error', status: this.rng.pick([500, 502, 503]) };
    if (roll < http.serverErrorRate + http.timeoutRate) return { kind: 'timeout', ms: http.timeoutMs };
    const [min, max] = http.delayMs;
    return max > 0 ? { kind: 'delay', ms: this.rng.int(min, max) } : null;
  }
}
