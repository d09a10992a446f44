import type { Billing } from '../billing/billing';
import type { Rng } from '../core/prng';
import type { FaultPlan, HttpFaults, SocketFaults } from '../faults';
import { accountOf } from '../ledger/ledger';
import { chatterPhrase } from '../world/rooms';
import type { Account } from '../world/types';
import type { World } from '../world/world';

/** What a scenario step may touch. Steps act only through world and billing commands. */
export interface ScenarioContext {
  world: World;
  billing: Billing;
  faults: FaultPlan;
  rng: Rng;
  /** The room the scenario plays in (`?room=`, default demo_model). */
  stage: string;
  /** Registers the cancel function of a recurring activity, called when the scenario stops. */
  track: (stop: () => void) => void;
}

export interface ScenarioStep {
  /** Virtual milliseconds after the scenario starts. */
  at: number;
  label: string;
  run: (context: ScenarioContext) => void;
}

export interface Scenario {
  name: string;
  description: string;
  faults?: { http?: Partial<HttpFaults>; socket?: Partial<SocketFaults> };
  steps: ScenarioStep[];
}

export interface ScenarioRun {
  scenario: Scenario;
  startedAt: number;
  /** Labels of the steps run so far, in order. */
  log: string[];
  stop(): void;
}

/** Schedules a scenario's steps on the world's virtual clock. */
export function runScenario(scenario: Scenario, base: Omit<ScenarioContext, 'track'>): ScenarioRun {
  const stops: Array<() => void> = [];
  const context: ScenarioContext = { ...base, track: (stop) => stops.push(stop) };
  if (scenario.faults) context.faults.configure(scenario.faults);
  const run: ScenarioRun = {
    scenario,
    startedAt: context.world.clock.now(),
    log: [],
    stop: () => {
      for (const stop of stops.splice(0)) stop();
    },
  };
  for (const step of scenario.steps)
    stops.push(
      context.world.clock.schedule(step.at, () => {
        run.log.push(step.label);
        step.run(context);
      }),
    );
  return run;
}

/** Bots with tokens, topped up with a purchase when they run low (so activity never dries up). */
export function crowd(context: ScenarioContext, size: number): Account[] {
  const bots = [...context.world.data.accounts.values()].filter((account) => account.isBot && !account.model);
  const chosen = context.rng.shuffle(bots).slice(0, size);
  for (const bot of chosen) topUp(context, bot, 2000);
  return chosen;
}

export function topUp(context: ScenarioContext, bot: Account, tokens: number) {
  if (context.world.tokensOf(bot.id) >= tokens / 4) return;
  context.world.ledger.record({
    kind: 'purchase',
    from: 'house',
    to: accountOf(bot.id),
    amount: tokens,
    at: context.world.clock.now(),
    memo: { productId: 'credit_2500', cents: tokens * 10, method: 'credit' },
  });
}

export interface ActivityOptions {
  people: number;
  messagesPerMinute: number;
  tipsPerMinute: number;
  tipAmounts: number[];
}

/** Chatter and tips from a crowd of bots in the stage room, at seeded random intervals. */
export function roomActivity(options: ActivityOptions): ScenarioStep {
  return {
    at: 0,
    label: `activity: ${options.people} people, ${options.messagesPerMinute} messages and ${options.tipsPerMinute} tips a minute`,
    run: (context) => {
      const people = crowd(context, options.people);
      for (const person of people) context.world.joinRoom(context.stage, person);
      const model = context.world.model(context.stage);
      if (!model) return;
      const every = (perMinute: number, act: () => void) => {
        if (perMinute <= 0) return;
        let cancel = () => {};
        const arm = () => {
          const wait = Math.round((60_000 / perMinute) * (0.5 + context.rng.next()));
          cancel = context.world.clock.schedule(wait, () => {
            act();
            arm();
          });
        };
        arm();
        context.track(() => cancel());
      };
      every(options.messagesPerMinute, () => {
        const person = context.rng.pick(people);
        context.world.postMessage(context.stage, person, chatterPhrase(context.rng, person));
      });
      every(options.tipsPerMinute, () => {
        const person = context.rng.pick(people);
        topUp(context, person, 2000);
        context.world.tip(person, model, context.rng.pick(options.tipAmounts), '', 'scenario');
      });
    },
  };
}
