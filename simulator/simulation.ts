import { Billing } from './billing/billing';
import { createRng } from './core/prng';
import { FaultPlan, type HttpFaults, type SocketFaults } from './faults';
import { type FeatureCommand, featureCommandTypes, featureControl } from './feature-controls';
import { privateWithBot, scenarioByName, tipStorm } from './scenarios/catalogue';
import { runScenario, type ScenarioContext, type ScenarioRun } from './scenarios/engine';
import type { Presence } from './world/catalogue';
import { fail, type Outcome, succeed } from './world/context';
import type { JournalStore } from './world/journal';
import { defaultSeed, World } from './world/world';

export interface SimulationOptions {
  seed?: string;
  /** A scenario name of scenarios/catalogue.ts. */
  scenario?: string | null;
  /** The scenario's stage room (a model username); default demo_model. */
  room?: string | null;
  epoch?: number;
  store?: JournalStore;
}

/** Hand-fired events (the dev control drawer, tests): each maps to world or billing commands. */
export type ControlCommand =
  | { type: 'model.status'; room?: string; status: Presence }
  | { type: 'tip.storm'; room?: string; tips?: number }
  | { type: 'payment.decline_next'; code?: string }
  | { type: 'lobby.restart' }
  | { type: 'server.restart' }
  | { type: 'http.fail_next'; count?: number }
  | { type: 'clock.advance'; ms: number }
  | { type: 'sockets.disconnect' }
  | { type: 'room.restart'; room?: string }
  | { type: 'faults.set'; http?: Partial<HttpFaults>; socket?: Partial<SocketFaults> }
  | { type: 'faults.clear' }
  | { type: 'scenario.start'; name: string; room?: string }
  | { type: 'scenario.stop' }
  | FeatureCommand;

/** What the control API needs of the v3 socket server (simulator/socket attaches it). */
export interface SocketControl {
  disconnectAll(): void;
  restartRoom(room: string): void;
  readonly connectionCount: number;
  faultCounts(): Record<string, number>;
}

/** The whole simulated backend: world, billing, faults and the running scenario. */
export class Simulation {
  readonly faults: FaultPlan;
  readonly billing: Billing;
  scenario: ScenarioRun | null = null;
  /** The v3 socket server, once an adapter (page or sim:server) started it. */
  sockets: SocketControl | null = null;
  stage: string;
  /**
   * Where the answers' image URLs point. In the page the API shares the app's origin, so they stay
   * relative; `npm run sim:server` sets its own origin, as a real backend answers absolute URLs.
   */
  imageOrigin = '';

  constructor(
    readonly world: World,
    options: SimulationOptions = {},
  ) {
    this.faults = new FaultPlan(createRng(`${world.data.seed}/faults`));
    this.billing = new Billing(world);
    this.stage = options.room && world.model(options.room) ? options.room : 'demo_model';
    if (options.scenario) this.startScenario(options.scenario);
  }

  /** An image the simulator serves (simulator/api/images.ts), e.g. imageUrl('thumb/rosa.svg'). */
  imageUrl(path: string) {
    return `${this.imageOrigin}/api/img/${path}`;
  }

  get seed() {
    return this.world.data.seed;
  }

  #context(room = this.stage): Omit<ScenarioContext, 'track'> {
    return {
      world: this.world,
      billing: this.billing,
      faults: this.faults,
      rng: this.world.rng.fork(`scenario/${room}/${this.world.clock.now()}`),
      stage: room,
    };
  }

  startScenario(name: string, room = this.stage): Outcome<ScenarioRun> {
    const scenario = scenarioByName.get(name);
    if (!scenario) return fail('unknown_scenario', `No scenario named ${name}`);
    this.stopScenario();
    this.stage = room;
    this.scenario = runScenario(scenario, this.#context(room));
    return succeed(this.scenario);
  }

  stopScenario() {
    this.scenario?.stop();
    this.scenario = null;
    this.faults.reset();
    this.billing.policy = { declineAll: false };
  }

  control(command: ControlCommand): Outcome<null> {
    const room = 'room' in command && command.room ? command.room : this.stage;
    if (featureCommandTypes.has(command.type))
      return featureControl({ ...this.#context(room), track: () => {} }, room, command as FeatureCommand);
    switch (command.type) {
      case 'model.status':
        if (!this.world.model(room)) return fail('not_found', 'No such model');
        // "Goes private" or "starts a ticket show" means a show with someone in it, not just a label.
        if (command.status === 'private')
          return privateWithBot({ ...this.#context(room), track: () => {} }, 10 * 60_000);
        if (command.status === 'limited') {
          this.world.setModelStatus(room, 'online');
          const started = this.world.startLimitedShow(room);
          if (!started.ok) return started;
        } else this.world.setModelStatus(room, command.status);
        return succeed(null);
      case 'tip.storm':
        tipStorm({ ...this.#context(room), track: () => {} }, command.tips);
        return succeed(null);
      case 'payment.decline_next':
        this.billing.declineNext(command.code);
        return succeed(null);
      case 'lobby.restart':
        this.world.announceLobbyRestart();
        return succeed(null);
      case 'server.restart':
        this.world.announceServerRestart();
        return succeed(null);
      case 'http.fail_next':
        this.faults.forcedErrors += command.count ?? 1;
        return succeed(null);
      case 'sockets.disconnect':
        if (!this.sockets) return fail('no_sockets', 'The socket server is not running');
        this.sockets.disconnectAll();
        return succeed(null);
      case 'room.restart':
        if (!this.sockets) return fail('no_sockets', 'The socket server is not running');
        if (!this.world.model(room)) return fail('not_found', 'No such model');
        this.sockets.restartRoom(room);
        return succeed(null);
      case 'faults.set':
        this.faults.configure({ http: command.http, socket: command.socket });
        return succeed(null);
      case 'faults.clear':
        this.faults.reset();
        return succeed(null);
      case 'clock.advance':
        this.world.clock.advance(command.ms);
        return succeed(null);
      case 'scenario.start': {
        const started = this.startScenario(command.name, room);
        return started.ok ? succeed(null) : started;
      }
      case 'scenario.stop':
        this.stopScenario();
        return succeed(null);
      default:
        return fail('unknown_command', `Unknown control command ${command.type}`);
    }
  }
}

/** Opens the world for a seed (replaying its persisted journal) and starts the scenario. */
export async function openSimulation(options: SimulationOptions = {}): Promise<Simulation> {
  const world = await World.open({
    seed: options.seed ?? defaultSeed,
    epoch: options.epoch,
    store: options.store,
  });
  return new Simulation(world, options);
}

/** A fresh in-memory simulation, synchronously (tests, scripts; handlers' default). */
export function createSimulation(options: SimulationOptions = {}): Simulation {
  const world = new World({
    seed: options.seed ?? defaultSeed,
    epoch: options.epoch,
    reuseGeneration: true,
  }).start();
  return new Simulation(world, options);
}
